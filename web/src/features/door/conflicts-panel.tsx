import { type DoorConflict, formatDateTimeWib, seatMessages, checkinMessages as t } from '@teater/contract/door';

/** Tickets let in twice (two offline devices), or after their refund: who, when, on which device. */
export function ConflictsPanel({ conflicts, total }: { conflicts: DoorConflict[]; total?: number }) {
  return (
    <section aria-labelledby="door-conflicts" className="rounded-xl border border-stone-300 bg-white p-4">
      <h2 id="door-conflicts" className="font-bold text-lg">
        {t.conflicts} (<span data-testid="conflict-count">{total ?? conflicts.length}</span>)
      </h2>
      {conflicts.length === 0 ? (
        <p className="mt-1 text-stone-600">{t.conflictsNone}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {conflicts.map((conflict) => (
            <li key={conflict.ticketId} className="py-2" data-testid="conflict">
              <p className="font-semibold">
                <span className="font-mono">{conflict.code}</span> · {seatMessages.seatOf(conflict.seat, conflict.of)} ·{' '}
                {conflict.name}
              </p>
              <p className="text-sm text-red-800">
                {conflict.kind === 'double' ? t.conflictDouble : t.conflictRevoked}
              </p>
              <ul className="text-sm">
                {conflict.admissions.map((admission) => (
                  <li key={admission.scanId}>
                    {t.admissionBy(admission.device, admission.staff, formatDateTimeWib(admission.scannedAt))}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

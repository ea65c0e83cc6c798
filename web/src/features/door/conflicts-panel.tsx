import { type DoorConflict, formatDateTimeWib, seatMessages, checkinMessages as t } from '@teater/contract/door';
import { ListPanel, listClass } from './list-panel';

/** Tickets let in twice (two offline devices), or after their refund: who, when, on which device. */
export function ConflictsPanel({ conflicts, total }: { conflicts: DoorConflict[]; total?: number }) {
  return (
    <ListPanel
      id="door-conflicts"
      title={t.conflicts}
      count={total ?? conflicts.length}
      countTestId="conflict-count"
      none={t.conflictsNone}
      empty={conflicts.length === 0}
    >
      <ul className={listClass}>
        {conflicts.map((conflict) => (
          <li key={conflict.ticketId} className="py-2" data-testid="conflict">
            <p className="font-semibold">
              <span className="font-mono">{conflict.code}</span> · {seatMessages.seatOf(conflict.seat, conflict.of)} ·{' '}
              {conflict.name}
            </p>
            <p className="text-sm text-red-800">{conflict.kind === 'double' ? t.conflictDouble : t.conflictRevoked}</p>
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
    </ListPanel>
  );
}

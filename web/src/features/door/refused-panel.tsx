import { type DoorScanRow, formatDateTime, scanResultLabels, checkinMessages as t } from '@teater/contract/door';

/** A show's refused scans: the code read, why it was refused, where and by whom; all of them in the CSV. */
export function RefusedPanel({ scans, total, csvHref }: { scans: DoorScanRow[]; total: number; csvHref: string }) {
  return (
    <section aria-labelledby="door-refused" className="rounded-xl border border-stone-300 bg-white p-4">
      <h2 id="door-refused" className="font-bold text-lg">
        {t.refusedTitle} (<span data-testid="refused-count">{total}</span>)
      </h2>
      {scans.length === 0 ? (
        <p className="mt-1 text-stone-600">{t.refusedNone}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-stone-200">
            {scans.map((scan) => (
              <li key={scan.id} className="py-2" data-testid="refused-scan">
                <p className="break-all font-semibold">
                  <span className="font-mono">{scan.code}</span> · {scanResultLabels[scan.result]}
                </p>
                <p className="text-sm">{t.refusedBy(scan.device, scan.staff, formatDateTime(scan.scannedAt))}</p>
              </li>
            ))}
          </ul>
          {total > scans.length && <p className="mt-2 text-sm text-stone-600">{t.refusedMore(scans.length, total)}</p>}
          <a href={csvHref} download className="mt-2 inline-block text-sm underline">
            {t.refusedCsv}
          </a>
        </>
      )}
    </section>
  );
}

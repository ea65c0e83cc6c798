import { type DoorScanRow, formatDateTime, scanResultLabels, checkinMessages as t } from '@teater/contract/door';
import { ListPanel, listClass } from './list-panel';

/** A show's refused scans: the code read, why it was refused, where and by whom; all of them in the CSV. */
export function RefusedPanel({ scans, total, csvHref }: { scans: DoorScanRow[]; total: number; csvHref: string }) {
  return (
    <ListPanel
      id="door-refused"
      title={t.refusedTitle}
      count={total}
      countTestId="refused-count"
      none={t.refusedNone}
      empty={scans.length === 0}
    >
      <ul className={listClass}>
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
    </ListPanel>
  );
}

import type { DoorShift } from '@teater/contract/door';
import { formatRupiah, doorSalesMessages as m } from '@teater/contract/door';

/** A shift's figures: float, cash sales, refunds, expected, and once closed the count and the difference. */
export function ShiftReport({ shift }: { shift: DoorShift }) {
  const rows: [string, number | null, string][] = [
    [m.floatLabel, shift.float, 'float'],
    [m.cashSales, shift.cashSales, 'cash-sales'],
    [m.refunds, -shift.cashRefunds, 'refunds'],
    [m.expected, shift.expected, 'expected'],
    [m.countedLabel, shift.counted, 'counted'],
    [m.difference, shift.difference, 'difference'],
  ];
  const voids = shift.voids > 0 ? <p data-testid="shift-voids">{`${m.voids}: ${shift.voids}`}</p> : null;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {rows
          .filter(([, value]) => value !== null)
          .map(([label, value, id]) => (
            <div key={id} className="contents">
              <dt className="text-stone-700">{label}</dt>
              <dd className="text-right font-semibold" data-testid={`shift-${id}`}>
                {formatRupiah(value ?? 0)}
              </dd>
            </div>
          ))}
      </dl>
      {shift.lines.length > 0 && (
        <ul className="text-sm text-stone-700">
          {shift.lines.map((line) => (
            <li key={`${line.category}-${line.method}`}>
              {line.category} · {line.method === 'cash' ? m.cash : m.qris}: {line.tickets} · {formatRupiah(line.amount)}
            </li>
          ))}
        </ul>
      )}
      {voids}
      {shift.closedAt && (
        <a
          className="inline-block font-semibold text-brand-700 underline"
          href={`/api/v1/door/shifts/${shift.id}/report.pdf`}
          download
          data-testid="shift-pdf"
        >
          {m.reportPdf}
        </a>
      )}
    </div>
  );
}

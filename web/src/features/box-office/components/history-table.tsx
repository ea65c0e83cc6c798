import { Fragment, type ReactNode } from 'react';
import { ColumnHeads } from '../../../components/column-heads';
import { ScrollRegion } from '../../../components/scroll-region';

export interface HistoryColumn<T> {
  header: string;
  /** `number` is the row's number across pages (1 is the newest) */
  cell(row: T, number: number): ReactNode;
  className?: string;
}

/** The history tables of spec 2: numbered rows; scrolls sideways on a phone instead of squeezing. */
export function HistoryTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  firstNumber,
}: {
  caption: string;
  columns: HistoryColumn<T>[];
  rows: T[];
  /** the number of the first row shown (a later page goes on counting) */
  firstNumber: number;
}) {
  return (
    <ScrollRegion label={caption} className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          heads={columns.map((c) => c.header)}
          className="bg-stone-100 text-stone-700"
          cellClassName="px-4 py-3 font-semibold"
        />
        <tbody className="divide-y divide-stone-200">
          {rows.map((row, i) => (
            <tr key={row.id} className="align-top">
              {columns.map((c) => (
                <td key={c.header} className={`px-4 py-3 ${c.className ?? ''}`}>
                  {c.cell(row, firstNumber + i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A history as a table from a tablet up, and as cards on a phone (nothing off a 360 px screen). */
export function HistoryView<T extends { id: number }>({
  card,
  ...table
}: Parameters<typeof HistoryTable<T>>[0] & {
  /** one entry as a card: an `<li>` */
  card: (row: T) => ReactNode;
}) {
  return (
    <>
      <div className="hidden md:block">
        <HistoryTable {...table} />
      </div>
      <ul className="flex flex-col gap-4 md:hidden" aria-label={table.caption}>
        {table.rows.map((row) => (
          <Fragment key={row.id}>{card(row)}</Fragment>
        ))}
      </ul>
    </>
  );
}

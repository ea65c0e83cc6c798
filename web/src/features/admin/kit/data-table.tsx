import { adminMessages, tableMessages, translateText } from '@teater/contract';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../components/scroll-region';
import { Button } from './button';
import type { Column } from './columns';

export interface RowActions<T> {
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** extra per-row actions before Edit/Delete */
  actions?: (row: T) => ReactNode;
  /** whether a row may be edited and deleted (default: every row); a sent announcement may not */
  changeable?: (row: T) => boolean;
  /** a short name of the row for the action buttons' accessible names */
  rowLabel?: (row: T) => string;
  /** the header of the actions column (spec: 'Actions', gallery 'Action') */
  actionsHeader?: string;
}

export interface Sorting {
  /** whether a field's header sorts */
  sortable: (field: string) => boolean;
  state: (field: string) => 'ascending' | 'descending' | 'none';
  onSort: (field: string) => void;
}

interface Props<T extends { id: number }> extends RowActions<T> {
  rows: T[];
  columns: Column<T>[];
  /** a leading 'No' column, counting from `firstNumber` */
  numbered?: boolean;
  firstNumber?: number;
  caption?: string;
  sorting?: Sorting;
  /** while the next page loads, the current one stays, dimmed */
  stale?: boolean;
}

const cellClass = 'px-4 py-3';

function Header<T>({ column, sorting }: { column: Column<T>; sorting?: Sorting }) {
  const field = column.field;
  // Columns are mostly built once at start: their headers are read in the page's language here.
  const header = translateText(column.header);
  if (!field || !sorting?.sortable(field)) {
    return (
      <th scope="col" className={cellClass}>
        {header}
      </th>
    );
  }
  const state = sorting.state(field);
  const arrow = state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕';
  return (
    <th scope="col" className={cellClass} aria-sort={state}>
      {/* The button is named by the column (the sortable-table pattern): aria-sort tells the order. */}
      <button
        type="button"
        onClick={() => sorting.onSort(field)}
        title={tableMessages.sortBy(header)}
        className="inline-flex items-center gap-1 uppercase hover:text-stone-900 focus-visible:outline-2"
      >
        {header}
        <span aria-hidden="true" className="text-[10px]">
          {arrow}
        </span>
      </button>
    </th>
  );
}

/** The table of rows: headers (sortable where the list allows), cells, and Edit/Delete per row. */
export function DataTable<T extends { id: number }>({
  rows,
  columns,
  numbered = false,
  firstNumber = 1,
  caption,
  sorting,
  stale = false,
  onEdit,
  onDelete,
  actions,
  changeable = () => true,
  rowLabel = (row) => `#${row.id}`,
  actionsHeader = adminMessages.actions,
}: Props<T>) {
  const hasActions = Boolean(onEdit || onDelete || actions);
  return (
    <ScrollRegion
      label={caption ?? adminMessages.table}
      className={`rounded-lg border border-stone-200 bg-white shadow-sm transition-opacity ${stale ? 'opacity-60' : ''}`}
    >
      <table className="min-w-full divide-y divide-stone-200 text-sm" aria-busy={stale || undefined}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-stone-50 text-left text-xs font-semibold uppercase tracking-wide text-stone-600">
          <tr>
            {numbered && (
              <th scope="col" className={cellClass}>
                {adminMessages.number}
              </th>
            )}
            {columns.map((c) => (
              <Header key={c.header} column={c} sorting={sorting} />
            ))}
            {hasActions && (
              <th scope="col" className={cellClass}>
                {actionsHeader}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row, i) => (
            <tr key={row.id} className="align-top hover:bg-stone-50">
              {numbered && <td className={`${cellClass} text-stone-500`}>{firstNumber + i}</td>}
              {columns.map((c) => (
                <td key={c.header} className={`max-w-xs ${cellClass} text-stone-800 ${c.className ?? ''}`}>
                  {c.cell(row, i)}
                </td>
              ))}
              {hasActions && (
                <td className={`whitespace-nowrap ${cellClass}`}>
                  <div className="flex gap-2">
                    {actions?.(row)}
                    {onEdit && changeable(row) && (
                      <Button
                        small
                        variant="secondary"
                        onClick={() => onEdit(row)}
                        aria-label={`${adminMessages.edit} ${rowLabel(row)}`}
                      >
                        {adminMessages.edit}
                      </Button>
                    )}
                    {onDelete && changeable(row) && (
                      <Button
                        small
                        variant="danger"
                        onClick={() => onDelete(row)}
                        aria-label={`${adminMessages.delete} ${rowLabel(row)}`}
                      >
                        {adminMessages.delete}
                      </Button>
                    )}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@teater/contract';
import type { ReactNode } from 'react';
import { QueryView } from '../../../components/query-view';
import { ScrollRegion } from '../../../components/scroll-region';
import { Button } from './button';
import type { Column } from './columns';

interface Props<T extends { id: number }> {
  query: UseQueryResult<T[]>;
  columns: Column<T>[];
  /** a leading 'No' column counting rows from 1 */
  numbered?: boolean;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** extra per-row actions before Edit/Delete */
  actions?: (row: T) => ReactNode;
  empty?: ReactNode;
  /** shown when the list call fails (the spec's 'Failed to fetch …' texts); default: the server's message */
  fetchFailed?: string;
  /** a short name of the row for the action buttons' accessible names */
  rowLabel?: (row: T) => string;
  caption?: string;
  /** the header of the actions column (spec: 'Actions', gallery 'Action') */
  actionsHeader?: string;
}

/** Loading ('Memuat Data ...'), error with retry, empty text, or the rows with Edit/Delete. */
export function ResourceTable<T extends { id: number }>({
  query,
  columns,
  numbered = false,
  onEdit,
  onDelete,
  actions,
  empty = messages.admin.noData,
  fetchFailed,
  rowLabel = (row) => `#${row.id}`,
  caption,
  actionsHeader = messages.admin.actions,
}: Props<T>) {
  const hasActions = Boolean(onEdit || onDelete || actions);
  return (
    <QueryView query={query} empty={empty} errorText={fetchFailed}>
      {(rows) => (
        <ScrollRegion
          label={caption ?? messages.admin.table}
          className="rounded-lg border border-stone-200 bg-white shadow-sm"
        >
          <table className="min-w-full divide-y divide-stone-200 text-sm">
            {caption && <caption className="sr-only">{caption}</caption>}
            <thead className="bg-stone-50 text-left text-xs font-semibold uppercase tracking-wide text-stone-600">
              <tr>
                {numbered && (
                  <th scope="col" className="px-4 py-3">
                    {messages.admin.number}
                  </th>
                )}
                {columns.map((c) => (
                  <th key={c.header} scope="col" className="px-4 py-3">
                    {c.header}
                  </th>
                ))}
                {hasActions && (
                  <th scope="col" className="px-4 py-3">
                    {actionsHeader}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row, i) => (
                <tr key={row.id} className="align-top hover:bg-stone-50">
                  {numbered && <td className="px-4 py-3 text-stone-500">{i + 1}</td>}
                  {columns.map((c) => (
                    <td key={c.header} className={`max-w-xs px-4 py-3 text-stone-800 ${c.className ?? ''}`}>
                      {c.cell(row, i)}
                    </td>
                  ))}
                  {hasActions && (
                    <td className="whitespace-nowrap px-4 py-3">
                      <div className="flex gap-2">
                        {actions?.(row)}
                        {onEdit && (
                          <Button
                            small
                            variant="secondary"
                            onClick={() => onEdit(row)}
                            aria-label={`${messages.admin.edit} ${rowLabel(row)}`}
                          >
                            {messages.admin.edit}
                          </Button>
                        )}
                        {onDelete && (
                          <Button
                            small
                            variant="danger"
                            onClick={() => onDelete(row)}
                            aria-label={`${messages.admin.delete} ${rowLabel(row)}`}
                          >
                            {messages.admin.delete}
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
      )}
    </QueryView>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { pagingMessages } from '@teater/contract';
import type { ReactNode } from 'react';
import { QueryView } from '../../../components/query-view';
import type { Page } from './settlement-api';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface Props<T> {
  caption: string;
  query: UseQueryResult<Page<T>>;
  columns: Column<T>[];
  empty: string;
  rowKey: (row: T) => string;
  page: number;
  onPage: (page: number) => void;
}

/**
 * A settlement list as a table that scrolls sideways on a phone, a page at a time (the server
 * pages; the totals are its own), with previous and next.
 */
export function PagedTable<T>({ caption, query, columns, empty, rowKey, page, onPage }: Props<T>) {
  return (
    <section aria-label={caption} className="mt-8">
      <h2 className="mb-3 font-display text-lg font-bold text-stone-900">{caption}</h2>
      <QueryView query={query} empty={empty} isEmpty={(answer) => answer.data.length === 0}>
        {({ data, meta }) => {
          const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
          return (
            <>
              {/* focusable, not a region of its own: the section around it is the list's region */}
              <div
                className="overflow-x-auto rounded-lg ring-1 ring-stone-200"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1)
                tabIndex={0}
              >
                <table className="min-w-full divide-y divide-stone-200 bg-white text-sm">
                  <caption className="sr-only">{caption}</caption>
                  <thead className="bg-stone-50 text-left text-stone-700">
                    <tr>
                      {columns.map((column) => (
                        <th key={column.header} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                          {column.header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {data.map((row) => (
                      <tr key={rowKey(row)}>
                        {columns.map((column) => (
                          <td key={column.header} className="whitespace-nowrap px-3 py-2 text-stone-800">
                            {column.cell(row)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pages > 1 && (
                <nav aria-label={pagingMessages.nav} className="mt-3 flex items-center justify-end gap-2 text-sm">
                  <button
                    type="button"
                    disabled={page <= 1}
                    onClick={() => onPage(page - 1)}
                    className="rounded px-3 py-1 ring-1 ring-stone-300 disabled:opacity-50"
                  >
                    {pagingMessages.previous}
                  </button>
                  <span>
                    {page} / {pages}
                  </span>
                  <button
                    type="button"
                    disabled={page >= pages}
                    onClick={() => onPage(page + 1)}
                    className="rounded px-3 py-1 ring-1 ring-stone-300 disabled:opacity-50"
                  >
                    {pagingMessages.next}
                  </button>
                </nav>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

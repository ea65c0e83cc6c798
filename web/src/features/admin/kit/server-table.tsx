import { adminMessages, tableMessages as t, uiMessages } from '@teater/contract';
import { type ReactNode, useCallback } from 'react';
import { EmptyState, ErrorState, Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/api';
import { Button } from './button';
import type { Column } from './columns';
import { DataTable, type RowActions } from './data-table';
import { nextSort, sortStateOf } from './list-state';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import type { ServerList } from './use-server-list';

export interface ServerTableProps<T extends { id: number }> extends RowActions<T> {
  server: ServerList<T>;
  columns: Column<T>[];
  numbered?: boolean;
  caption?: string;
  empty?: string;
  /** shown when the list call fails (the spec's 'Failed to fetch …' texts); default: the server's message */
  fetchFailed?: string;
}

/**
 * A list paged, searched, sorted and filtered by the server: search and filters above, sortable
 * headers, "1–50 dari 20.000" and page buttons below. The previous page stays (dimmed) while the
 * next one loads; an empty search says so and offers to clear it.
 */
export function ServerTable<T extends { id: number }>({
  server,
  columns,
  numbered,
  caption,
  empty = adminMessages.noData,
  fetchFailed,
  ...actions
}: ServerTableProps<T>) {
  const { query, view, change, list } = server;
  const sortable = useCallback((field: string) => (list.sort?.fields ?? ['createdAt']).includes(field), [list]);
  const narrowed = Boolean(view.q || Object.keys(view.filters).length);
  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError && !query.data) {
    body = (
      <ErrorState
        message={fetchFailed ?? errorMessage(query.error, uiMessages.fetchError)}
        onRetry={() => query.refetch()}
      />
    );
  } else if (query.data && query.data.meta.total === 0) {
    body = narrowed ? (
      <EmptyState>
        <p>{t.noMatch}</p>
        <Button
          small
          variant="secondary"
          className="mt-3"
          onClick={() => change({ q: '', filters: clearedFilters(view.filters) })}
        >
          {t.clear}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState>{empty}</EmptyState>
    );
  } else if (query.data && query.data.data.length === 0) {
    // a page past the last ("4.901–2 dari 2" above an empty table): say so, and offer the last one
    const { meta } = query.data;
    const last = Math.max(1, Math.ceil(meta.total / meta.limit));
    body = (
      <EmptyState>
        <p>{t.pastEnd(meta.page, last)}</p>
        <Button small variant="secondary" className="mt-3" onClick={() => change({ page: last })}>
          {t.toPage(last)}
        </Button>
      </EmptyState>
    );
  } else if (query.data) {
    const { data: rows, meta } = query.data;
    body = (
      <>
        <DataTable
          rows={rows}
          columns={columns}
          numbered={numbered}
          firstNumber={(meta.page - 1) * meta.limit + 1}
          caption={caption}
          stale={query.isPlaceholderData}
          sorting={{
            sortable,
            state: (field) => sortStateOf(view, list, field),
            onSort: (field) => change({ sort: nextSort(view.sort, field) }),
          }}
          {...actions}
        />
        <Pager meta={meta} onPage={(page) => change({ page })} />
      </>
    );
  }
  return (
    <>
      <ListToolbar server={server} />
      {body}
    </>
  );
}

const clearedFilters = (filters: Record<string, string>) =>
  Object.fromEntries(Object.keys(filters).map((name) => [name, '']));

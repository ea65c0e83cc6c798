import type { UseQueryResult } from '@tanstack/react-query';
import { tableMessages } from '@teater/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageSearch } from './page-window';
import { Pagination } from './pagination';
import { QueryView } from './query-view';
import { EmptyState } from './status';
import type { PageOf } from './use-paged-list';

/** What usePagedList answers: the query of the page, and which page it is. */
export interface PagedList<V> {
  query: UseQueryResult<PageOf<V>>;
  page: number;
}

interface PagedViewProps<V> {
  list: PagedList<V>;
  empty?: ReactNode;
  errorText?: string;
  children: (items: V[]) => ReactNode;
}

/** A page past the last (an old link, a typed address): not "nothing here", but where the list ends. */
function PastEnd({ page, last }: { page: number; last: number }) {
  return (
    <EmptyState>
      <p>{tableMessages.pastEnd(page, last)}</p>
      <Link to={{ search: pageSearch(last) }} className="mt-3 inline-block font-medium text-brand-700 underline">
        {tableMessages.toPage(last)}
      </Link>
    </EmptyState>
  );
}

/** A paged list's states (loading, error, empty) and its items, followed by the page links. */
export function PagedView<V>({ list, empty, errorText, children }: PagedViewProps<V>) {
  const pastEnd = (data: PageOf<V>) => data.items.length === 0 && list.page > data.pages;
  return (
    <QueryView
      query={list.query}
      empty={empty}
      errorText={errorText}
      isEmpty={(data) => data.items.length === 0 && !pastEnd(data)}
    >
      {(data) =>
        pastEnd(data) ? (
          <PastEnd page={list.page} last={data.pages} />
        ) : (
          <>
            {children(data.items)}
            <Pagination page={list.page} pages={data.pages} />
          </>
        )
      }
    </QueryView>
  );
}

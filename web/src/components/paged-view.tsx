import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { QueryView } from './query-view';
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

/** A paged list's states (loading, error, empty) and its items, followed by the page links. */
export function PagedView<V>({ list, empty, errorText, children }: PagedViewProps<V>) {
  return (
    <QueryView query={list.query} empty={empty} errorText={errorText} isEmpty={(data) => data.items.length === 0}>
      {(data) => (
        <>
          {children(data.items)}
          <Pagination page={list.page} pages={data.pages} />
        </>
      )}
    </QueryView>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ListCallParams, pageParamOf, publicPageParams, type ResourceDef } from '@teater/contract';
import { useSearchParams } from 'react-router';
import type { ListResult, resourceClient } from '../lib/resource-client';

/** One page of a list as a page shows it, and how many pages there are. */
export interface PageOf<V> {
  items: V[];
  pages: number;
}

/**
 * One page of a public list, read from the server at the list's own page size, the page kept in
 * `?page=` (links, reload, back). The previous page stays on screen while the next one loads.
 * `view` shapes each item as the page shows it.
 */
export function usePagedList<R extends ResourceDef, T, V = T>(
  resource: ReturnType<typeof resourceClient<R, T>>,
  filters: ListCallParams = {},
  view: (item: T) => V = (item) => item as unknown as V,
) {
  const [params] = useSearchParams();
  const page = pageParamOf(params.get('page'));
  const query = useQuery({
    ...resource.list(publicPageParams(resource.def, page, filters)),
    placeholderData: keepPreviousData,
    select: (answer: ListResult<T>): PageOf<V> => ({
      items: answer.data.map(view),
      pages: Math.max(1, Math.ceil(answer.meta.total / Math.max(1, answer.meta.limit))),
    }),
  });
  return { query, page };
}

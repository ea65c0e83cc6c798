import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_SORT, type ListDef, listCall, type ResourceDef } from '@teater/contract';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import type { ListResult } from '../../../lib/resource-client';
import { type ListView, listCallParams, readListView, writeListView } from './list-state';

/** A list an admin table reads: its API path, its query key (writes invalidate it) and declaration. */
export interface ListSource {
  path: string;
  key: readonly unknown[];
  list: ListDef;
  /** parameters every call carries, outside the URL's view (the payments list's kind) */
  fixed?: Record<string, string>;
}

/**
 * One page of a list, searched, sorted and filtered on the server as the URL says. The previous
 * page stays on screen while the next one loads.
 */
export function useServerList<T>(source: ListSource) {
  const [search, setSearch] = useSearchParams();
  const view = readListView(search, source.list);
  const call = listCall(source.path, { ...source.fixed, ...listCallParams(view) });
  const query = useQuery({
    queryKey: [...source.key, 'list', call],
    queryFn: ({ signal }) => api<ListResult<T>>(call, { signal }),
    placeholderData: keepPreviousData,
  });
  /** typing in the search replaces the history entry; everything else adds one (back undoes it) */
  const change = (next: Partial<ListView>) =>
    setSearch((current) => writeListView(current, next), { replace: next.q !== undefined, preventScrollReset: true });
  return { query, view, change, list: source.list };
}

export type ServerList<T> = ReturnType<typeof useServerList<T>>;

/** A contract resource's list, under the resource's own query key (its writes reload the page). */
export const resourceListSource = (resource: { def: ResourceDef; key: readonly unknown[] }): ListSource => ({
  path: resource.def.path,
  key: resource.key,
  list: resource.def.list ?? { sort: DEFAULT_SORT },
});

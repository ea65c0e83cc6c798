import { ADMIN_PAGE_SIZE, DEFAULT_SORT, type ListCallParams, type ListDef, pageParamOf } from '@teater/contract';

/**
 * What an admin table shows, kept in the page's URL (`?q=&page=&sort=&status=…`) so that reload,
 * back and a shared link keep the view. Only what the list declares is read from the URL: the
 * API would refuse anything else.
 */
export interface ListView {
  page: number;
  q: string;
  /** `field` or `-field`; empty for the list's default order */
  sort: string;
  /** declared filters present in the URL, as written there (`createdAt_from` for ranges) */
  filters: Record<string, string>;
}

/** The URL parameter names of a list's filters (a range has two: `_from` and `_to`). */
export function filterParamsOf(list: ListDef): string[] {
  return Object.entries(list.filters ?? {}).flatMap(([name, filter]) =>
    filter.kind === 'range' ? [`${name}_from`, `${name}_to`] : [name],
  );
}

export function readListView(search: URLSearchParams, list: ListDef): ListView {
  const sorts: readonly string[] = (list.sort ?? DEFAULT_SORT).fields;
  const sort = search.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const name of filterParamsOf(list)) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: pageParamOf(search.get('page')),
    q: list.search?.length ? (search.get('q') ?? '') : '',
    sort: sorts.includes(sort.replace(/^-/, '')) ? sort : '',
    filters,
  };
}

/** The API call's parameters for the view: one page of ADMIN_PAGE_SIZE rows. */
export function listCallParams(view: ListView, limit = ADMIN_PAGE_SIZE): ListCallParams {
  return {
    ...view.filters,
    q: view.q.trim() || undefined,
    sort: view.sort || undefined,
    page: view.page,
    limit,
  };
}

/** The URL after a change: a new search, filter or order starts again at page 1. */
export function writeListView(current: URLSearchParams, change: Partial<ListView>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  if (change.q !== undefined) set('q', change.q.trim());
  if (change.sort !== undefined) set('sort', change.sort);
  if (change.filters) for (const [name, value] of Object.entries(change.filters)) set(name, value);
  const page = change.page ?? 1;
  set('page', page > 1 ? String(page) : undefined);
  return next;
}

/** Clicking a column header: ascending first, then descending, for that field. */
export const nextSort = (current: string, field: string) => (current === field ? `-${field}` : field);

/** The order a column shows as (`aria-sort`), given the view's sort and the list's default. */
export function sortStateOf(view: ListView, list: ListDef, field: string): 'ascending' | 'descending' | 'none' {
  const sort = view.sort || (list.sort ?? DEFAULT_SORT).default;
  if (sort === field) return 'ascending';
  if (sort === `-${field}`) return 'descending';
  return 'none';
}

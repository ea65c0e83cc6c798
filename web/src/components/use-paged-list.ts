import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceDef } from '@teater/contract';
import type { resourceApi } from '../lib/resource-api';
import { usePageParam } from './use-page-param';

type Filters = Record<string, string | number | boolean | undefined>;

/**
 * A list read page by page from the server (`?page=&limit=` answering `meta.total`), the page kept
 * in the URL. The previous page stays on screen while the next one loads, so the grid never jumps.
 */
export function usePagedList<R extends ResourceDef>(
  resource: ReturnType<typeof resourceApi<R>>,
  pageSize: number,
  filters: Filters = {},
) {
  const [page, setPage] = usePageParam();
  const query = useQuery({
    ...resource.list({ ...filters, page, limit: pageSize }),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.meta?.total ?? query.data?.data.length ?? 0;
  return { query, page, setPage, pages: Math.ceil(total / pageSize) };
}

import { useParams, useSearchParams } from 'react-router';

/**
 * The id of a detail route when it is a positive integer, from the path (`/news/:id`) or from
 * the query parameter named (`?id=`); null for anything else (never sent to the API).
 */
export function useRouteId(inQuery?: string): number | null {
  const { id: inPath = '' } = useParams();
  const [search] = useSearchParams();
  const raw = inQuery ? (search.get(inQuery) ?? '') : inPath;
  if (!/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

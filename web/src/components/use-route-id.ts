import { useParams } from 'react-router';

/** The `:id` of a detail route when it is a positive integer; null for anything else (never sent to the API). */
export function useRouteId(): number | null {
  const { id = '' } = useParams();
  if (!/^\d{1,9}$/.test(id)) return null;
  const n = Number(id);
  return n > 0 ? n : null;
}

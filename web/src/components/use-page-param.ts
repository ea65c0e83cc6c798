import { useSearchParams } from 'react-router';

/**
 * The current page of a paged list, kept in `?page=` so a page can be shared, reloaded and left
 * with the back button. Changing page scrolls back to the top of the list.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) => {
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { preventScrollReset: true },
    );
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return [page, setPage];
}

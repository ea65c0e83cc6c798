import { useSearchParams } from 'react-router';
import { useHydrated } from './use-hydrated';

/**
 * One parameter of the address's query, once the page is the browser's: undefined before. Pages
 * served as islands are rendered once whatever their query says (api's `queryInBrowser`), so the
 * first render must not read it, or it would not match the server's HTML.
 */
export function useQueryParam(name: string): string | null | undefined {
  const [search] = useSearchParams();
  return useHydrated() ? search.get(name) : undefined;
}

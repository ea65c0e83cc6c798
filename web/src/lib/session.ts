import { useQuery } from '@tanstack/react-query';
import type { Me } from '@teater/contract';
import { ApiError, api } from './api';
import { clearHintCookies, readCookie } from './cookies';
import { sessionOf } from './session-of';
import { useHydrated } from './use-hydrated';

export const sessionKey = ['session'] as const;

/**
 * The logged-in user, or null. The `id` cookie only says whether asking is worthwhile.
 * Still loading until hydrated: the server renders public pages for every visitor alike.
 */
export function useSession() {
  const hydrated = useHydrated();
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: async () => {
      if (!readCookie('id')) return null;
      try {
        return (await api<{ data: Me }>('/users/me')).data;
      } catch (error) {
        // Only the server saying the session ended clears the hints; a request cut short (the
        // visitor navigating away) or a network hiccup must not log anyone out.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
        clearHintCookies();
        return null;
      }
    },
    staleTime: 60_000,
    enabled: hydrated,
  });
  return sessionOf(query.data ?? null, !hydrated || query.isLoading, query.refetch);
}

export { useLogout } from './logout';

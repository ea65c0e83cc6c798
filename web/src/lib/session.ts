import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@teater/contract';
import { ApiError, api } from './api';
import { clearHintCookies, readCookie } from './cookies';
import { sessionOf } from './session-of';
import { useHydrated } from './use-hydrated';

export const sessionKey = ['session'] as const;

/**
 * The logged-in user, or null. The `id` cookie only says whether asking is worthwhile.
 * Nobody and still loading until hydrated: the server renders public pages for every visitor
 * alike, and a part of the page that hydrates late (a page's code still downloading) must render
 * that same nobody even when the header's session answer has already arrived, or the HTML does
 * not match (React error #418 on a show's page with its order form).
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
  return sessionOf(hydrated ? (query.data ?? null) : null, !hydrated || query.isLoading, query.refetch);
}

/** The session ended on this page (the account was deleted): the header and guards show nobody at once. */
export function useSessionEnded() {
  const client = useQueryClient();
  return () => client.setQueryData(sessionKey, null);
}

export { useLogout } from './logout';

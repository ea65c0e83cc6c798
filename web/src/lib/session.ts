import { useQuery } from '@tanstack/react-query';
import { isAdminRole, isSubscriptionActive, type User } from '@teater/contract';
import { ApiError, api } from './api';
import { clearHintCookies, readCookie } from './cookies';
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
        return (await api<{ data: User }>('/users/me')).data;
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
  const user = query.data ?? null;
  return {
    user,
    isLoading: !hydrated || query.isLoading,
    isLoggedIn: user !== null,
    isAdmin: isAdminRole(user?.role),
    isSubscriber: isAdminRole(user?.role) || isSubscriptionActive(user?.subscription_time),
    refresh: query.refetch,
  };
}

/**
 * Log Out anywhere: end the session on the server, then load / afresh (spec 4: logout goes to /).
 * A full load means no guarded page outlives the session and no private answer stays cached.
 */
export function useLogout() {
  return async () => {
    await api('/users/logout', { method: 'POST' }).catch(() => undefined);
    clearHintCookies();
    window.location.assign('/');
  };
}

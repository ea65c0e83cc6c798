import { useQuery } from '@tanstack/react-query';
import { isAdminRole, isSubscriptionActive, type User } from '@teater/contract';
import { api } from './api';
import { clearHintCookies, readCookie } from './cookies';

export const sessionKey = ['session'] as const;

/** The logged-in user, or null. The `id` cookie only says whether asking is worthwhile. */
export function useSession() {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: async () => {
      if (!readCookie('id')) return null;
      try {
        return (await api<{ data: User }>('/users/me')).data;
      } catch {
        clearHintCookies();
        return null;
      }
    },
    staleTime: 60_000,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
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

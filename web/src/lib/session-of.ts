import { isAdminRole, isSubscriptionActive, type User } from '@teater/contract';

/** What a page asks of the session, from the user (null: nobody logged in). */
export function sessionOf<R>(user: User | null, isLoading: boolean, refresh: () => R) {
  return {
    user,
    isLoading,
    isLoggedIn: user !== null,
    isAdmin: isAdminRole(user?.role),
    isSubscriber: isAdminRole(user?.role) || isSubscriptionActive(user?.subscription_time),
    refresh,
  };
}

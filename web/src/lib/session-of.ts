import { isAdminRole, isSubscriptionActive, type User } from '@teater/contract';

type SessionAccount = User & { needsSecondFactor?: boolean };

/** What a page asks of the session, from the user (null: nobody logged in). */
export function sessionOf<R>(user: SessionAccount | null, isLoading: boolean, refresh: () => R) {
  return {
    user,
    isLoading,
    isLoggedIn: user !== null,
    isAdmin: isAdminRole(user?.role),
    /** staff whose session has not shown the second factor the site requires: the admin area waits */
    needsSecondFactor: user?.needsSecondFactor ?? false,
    // `subscription` also holds a failed renewal's grace period (the server's word)
    isSubscriber:
      isAdminRole(user?.role) || isSubscriptionActive(user?.subscription_time) || Boolean(user?.subscription),
    refresh,
  };
}

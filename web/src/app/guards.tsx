import { authMessages, type Guard, httpMessages, securityMessages } from '@teater/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../components/status';
import { peekInitialData } from '../lib/initial-data';
import { loginPath, useCurrentPage } from '../lib/login-return';
import { useSession } from '../lib/session';
import { paths } from '../lib/site-table';
import { toast } from '../lib/toast';

interface Denial {
  message: string;
  to: string;
}

/** Why the visitor may not see a guarded page, and where to go instead; null when they may. */
function useDenial(guard: Guard): Denial | null {
  const { user, isLoading, isLoggedIn, isAdmin, isSubscriber, needsSecondFactor } = useSession();
  const here = useCurrentPage();
  if (guard === 'public' || isLoading) return null;
  // Spec 5: a subscriber page without login toasts and goes home; other pages go to the login,
  // which brings the visitor back here.
  if (!isLoggedIn) return { message: authMessages.loginRequired, to: guard === 'subscriber' ? '/' : loginPath(here) };
  if (guard === 'subscriber' && !isSubscriber) {
    // A member who never subscribed has nothing that expired: the way in is the subscription page.
    return user?.subscription_time
      ? { message: authMessages.subscriptionExpired, to: '/' }
      : { message: authMessages.subscriptionRequired, to: paths.subscription };
  }
  if (guard === 'admin' && !isAdmin) return { message: httpMessages.forbidden, to: '/' };
  // the server refuses every admin call of such a session; the page says why and where to go
  if (guard === 'admin' && needsSecondFactor)
    return { message: securityMessages.secondFactorRequired, to: paths.security };
  return null;
}

/** Mirrors the server's rules in the UI; the server enforces them regardless. */
export function RequireGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const { isLoading } = useSession();
  const denial = useDenial(guard);
  const message = denial?.message;

  useEffect(() => {
    if (message) toast.error(message, { id: 'guard' });
  }, [message]);

  // The server renders a member's page only for the member it loaded (member-pages.ts): it checked.
  if (import.meta.env.SSR && guard === 'user' && peekInitialData('/users/me')) return <>{children}</>;
  if (guard !== 'public' && isLoading) return <Loading />;
  if (denial) return <Navigate to={denial.to} replace />;
  return <>{children}</>;
}

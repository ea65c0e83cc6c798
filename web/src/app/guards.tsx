import { authMessages, type Guard, httpMessages } from '@teater/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../components/status';
import { useSession } from '../lib/session';
import { paths } from '../lib/site-table';
import { toast } from '../lib/toast';

/** Mirrors the server's rules in the UI; the server enforces them regardless. */
export function RequireGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const { isLoading, isLoggedIn, isAdmin, isSubscriber } = useSession();
  const denial =
    guard === 'public' || isLoading
      ? null
      : !isLoggedIn
        ? authMessages.loginRequired
        : guard === 'subscriber' && !isSubscriber
          ? authMessages.subscriptionExpired
          : guard === 'admin' && !isAdmin
            ? httpMessages.forbidden
            : null;

  useEffect(() => {
    if (denial) toast.error(denial, { id: 'guard' });
  }, [denial]);

  if (guard !== 'public' && isLoading) return <Loading />;
  if (denial) return <Navigate to={!isLoggedIn && guard !== 'subscriber' ? paths.login : paths.home} replace />;
  return <>{children}</>;
}

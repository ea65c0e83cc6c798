import { authMessages } from '@teater/contract';
import { useState } from 'react';
import { useRequireLogin } from '../../../lib/login-return';
import { useSession } from '../../../lib/session';
import type { Show } from '../lib/sales-state';

/**
 * Which show's order dialog is open; ordering needs a login (spec 5's second login text, the
 * subscription and the guarded pages having the first; then the login page).
 */
export function useOrderOpener() {
  const { isLoggedIn } = useSession();
  const requireLogin = useRequireLogin();
  const [show, setShow] = useState<Show | null>(null);
  return {
    show,
    open: (s: Show) => {
      if (!isLoggedIn) requireLogin(authMessages.loginToOrder);
      else setShow(s);
    },
    close: () => setShow(null),
  };
}

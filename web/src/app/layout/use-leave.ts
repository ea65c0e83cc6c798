import { messages } from '@teater/contract';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useLogout } from '../../lib/session';

/**
 * Log Out from any menu: leave for / first, then end the session on the server. In this order a
 * guarded page (/account) is gone before the session is, so it never shows 'please log in'.
 */
export function useLeave() {
  const navigate = useNavigate();
  const logout = useLogout();
  return async () => {
    await navigate(paths.home);
    await logout();
    toast.success(messages.auth.loggedOut);
  };
}

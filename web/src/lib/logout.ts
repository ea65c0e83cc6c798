import { api } from './api';
import { clearHintCookies } from './cookies';
import { localHref } from './locale';

/**
 * Log Out anywhere: end the session on the server, then load / afresh (spec 4: logout goes to /).
 * A full load means no guarded page outlives the session and no private answer stays cached.
 */
export function useLogout() {
  return async () => {
    await api('/users/logout', { method: 'POST' }).catch(() => undefined);
    clearHintCookies();
    window.location.assign(localHref('/'));
  };
}

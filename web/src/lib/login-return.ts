import { authMessages } from '@teater/contract';
import { useLocation, useNavigate } from 'react-router';
import { carryToast } from './carried-toast';
import { safeReturn } from './safe-return';
import { paths } from './site-table';

/** Pages that are the way in, not a place to come back to. */
const AUTH_PAGES: readonly string[] = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword];

/** `/login?next=<page>`: after login the visitor returns to the page (same-site paths only). */
export function loginPath(from?: string | null): string {
  const target = from ? safeReturn(from, '') : '';
  const pathname = target.split('?')[0] ?? '';
  if (!target || target === paths.home || AUTH_PAGES.includes(pathname)) return paths.login;
  return `${paths.login}?next=${encodeURIComponent(target)}`;
}

/** The page being shown, as a return target. */
export function useCurrentPage(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** The login link of the page being shown: back here afterwards. */
export const useLoginHref = () => loginPath(useCurrentPage());

/** An action that needs a login: the spec's toast, then the login page, which returns here. */
export function useRequireLogin() {
  const navigate = useNavigate();
  const href = useLoginHref();
  return (message: string = authMessages.loginRequired) => {
    // on an island page the login page arrives with a page load: the toast goes along
    carryToast('error', message, href, 'login-required');
    navigate(href);
  };
}

/** Where a login with `?next=` returns to; null without a (safe) target. */
export function returnTarget(search: URLSearchParams): string | null {
  const next = safeReturn(search.get('next'), '');
  return next && next !== paths.home ? next : null;
}

/**
 * What the islands use of React Router, on plain page loads (decision 023): in the islands build
 * `react-router` resolves to this module (vite.islands.config.ts), so islands carry no router.
 * Links render the markup React Router's render on the server, so hydration matches; following one is a
 * page load of the next server-rendered page. Anything else imported from `react-router` fails
 * the islands build, which is the point: an island needing more is not one.
 */
import { splitLocale } from '@teater/contract';
import type { AnchorHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { localHref } from '../lib/locale';

type To = string | { pathname?: string; search?: string; hash?: string };

/** The page's path as React Router's basename leaves it: `/en/tiket` reads `/tiket`. */
const routePathname = () => splitLocale(window.location.pathname).path;

/** A link's address in the page's language, as React Router with its basename writes it. */
const hrefOf = (to: To) =>
  localHref(typeof to === 'string' ? to : `${to.pathname ?? routePathname()}${to.search ?? ''}${to.hash ?? ''}`);

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, replace: _replace, ...rest }: LinkProps) {
  const absolute = typeof to === 'string' && ABSOLUTE.test(to);
  return <a {...rest} href={hrefOf(to)} data-discover={absolute ? undefined : 'true'} />;
}

interface NavState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  end?: boolean;
  className?: string | ((state: NavState) => string | undefined);
  style?: CSSProperties | ((state: NavState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavState) => ReactNode);
}

/** React Router's rule: the same path, or (unless `end`) a path below it; `/` only itself. */
function isActivePath(to: To, end: boolean) {
  const target = typeof to === 'string' ? to.split(/[?#]/)[0] : to.pathname;
  const current = routePathname();
  if (!target) return false;
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
}

export function NavLink({ to, end = false, className = '', style, children, ...rest }: NavLinkProps) {
  const state: NavState = { isActive: isActivePath(to, end), isPending: false, isTransitioning: false };
  return (
    <Link
      to={to}
      aria-current={state.isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, state.isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
      {...rest}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}

export function useLocation() {
  const { search, hash } = window.location;
  return { pathname: routePathname(), search, hash, state: null, key: 'default' };
}

export function useNavigate() {
  return (to: To | number) => {
    if (typeof to === 'number') window.history.go(to);
    else window.location.assign(hrefOf(to));
  };
}

/** Read-only: an island that changes the query does so with a page load (useNavigate). */
export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(window.location.search)];
}

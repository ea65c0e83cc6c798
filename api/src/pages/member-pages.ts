import { API_BASE, memberCalls, pageParamOf, splitLocale } from '@teater/contract';
import { staticRoutes } from '@teater/contract/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../core/session-cookie.js';
import type { ServerApp } from './app-render.js';
import { inLanguage, renderApp, withRoot } from './page-render.js';

/**
 * The member pages a buyer meets (guard 'user', served as islands): the server renders them for
 * the signed-in visitor alone, with the answers their own session gets from the API. Such HTML is
 * that person's: it never enters the shared page cache and is sent `private, no-store`. Without a
 * session (or with one that ended) the page stays the app's shell, whose guard sends the visitor
 * to the login, as before.
 */

interface Me {
  id: number;
}

/** A member page: the calls (under /api/v1) it shows, for this member and URL; null: none fit. */
interface MemberPage {
  matches(pathname: string): boolean;
  calls(me: Me, url: URL): string[] | null;
}

const exact = (path: string) => (pathname: string) => pathname === path;
const tokenPattern = /^[A-Za-z0-9_-]{1,200}$/;
const sandboxPrefix = staticRoutes.paymentSandbox.path.replace(':token', '');
const sandboxToken = (pathname: string) => pathname.slice(sandboxPrefix.length);
const pageOf = (url: URL) => pageParamOf(url.searchParams.get('page'));

const memberPages: MemberPage[] = [
  { matches: exact(staticRoutes.account.path), calls: () => [memberCalls.whatsapp, memberCalls.consents] },
  {
    matches: exact(staticRoutes.subscriptionHistory.path),
    calls: (me, url) => [memberCalls.subscriptionHistory(me.id, pageOf(url))],
  },
  {
    matches: exact(staticRoutes.ticketHistory.path),
    calls: (me, url) => [memberCalls.ticketHistory(me.id, pageOf(url)), memberCalls.myWaitlist],
  },
  {
    matches: (pathname) => pathname.startsWith(sandboxPrefix),
    calls: (_me, url) => {
      const token = sandboxToken(url.pathname);
      return tokenPattern.test(token) ? [memberCalls.sandboxCheckout(token)] : null;
    },
  },
];

/** The member page at a path, if it is one the server renders as islands. */
export function memberPageAt(pathname: string, serverApp: ServerApp | undefined): MemberPage | undefined {
  if (!serverApp?.hydratesAsIslands?.(pathname)) return undefined;
  return memberPages.find((page) => page.matches(pathname));
}

/** GET /api/v1{call} as the visitor: their own cookies, so the API answers what it answers them. */
async function asVisitor(app: FastifyInstance, request: FastifyRequest, call: string) {
  const res = await app.inject({
    method: 'GET',
    url: `${API_BASE}${call}`,
    headers: { accept: 'application/json', 'accept-language': request.locale, cookie: request.headers.cookie ?? '' },
  });
  return res.statusCode === 200 ? res.body : undefined;
}

/** Every answer the page needs, or undefined when one is missing (the browser then renders it). */
async function loadAnswers(app: FastifyInstance, request: FastifyRequest, page: MemberPage) {
  const me = await asVisitor(app, request, '/users/me');
  if (!me) return undefined;
  const url = new URL(splitLocale(request.url).path, 'http://x');
  const calls = page.calls((JSON.parse(me) as { data: Me }).data, url);
  if (!calls) return undefined;
  const bodies = await Promise.all(calls.map((call) => asVisitor(app, request, call)));
  if (bodies.some((body) => body === undefined)) return undefined;
  return new Map([['/users/me', me], ...calls.map((call, i): [string, string] => [call, bodies[i] as string])]);
}

/**
 * The member's page rendered for them, or undefined: no session, a call refused, a render that
 * failed. Then the caller serves the shell, and the app in the browser does what it always did.
 */
export async function renderMemberPage(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
  page: MemberPage,
  serverApp: ServerApp,
): Promise<string | undefined> {
  if (!request.cookies[SESSION_COOKIE]) return undefined;
  const answers = await loadAnswers(app, request, page);
  if (!answers) return undefined;
  const rendered = await renderApp(app, serverApp.render, splitLocale(request.url).path, answers, request.locale);
  if (!rendered) return undefined;
  // A private page: nothing to index, nothing to preview.
  const head = [`<meta name="robots" content="noindex" />`, rendered.head].filter(Boolean).join('\n    ');
  return withRoot(inLanguage(template, request.locale).replace('<!--head-->', head), rendered.body, true);
}

/** Sends a member's own page: for them only, kept by nobody. */
export const sendPrivatePage = (reply: FastifyReply, html: string) =>
  reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);

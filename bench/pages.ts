import { localePath, resources, type SiteRoute, withSite } from '@teater/contract';
import { siteRoutes } from '@teater/contract/site';
import { auth, json } from './ticket-race.js';

/** A page Lighthouse opens: its label in the table, its address, and the member's cookies when signed in. */
export interface BenchPage {
  label: string;
  path: string;
  cookie?: string;
  /** a member's own page: noindex on purpose, so no search budget applies */
  private?: true;
  /**
   * The same page at its address in the other language (decision 031): one run, for what the
   * language changes (its script, accessibility, best practices, SEO with hreflang), not timings.
   */
  otherLanguage?: true;
}

/** The member pages a buyer meets (issue 33): measured signed in as a fresh member. */
const MEMBER_PAGES = new Set(['account', 'subscriptionHistory', 'ticketHistory', 'paymentSandbox']);

/** A record of the route's resource, for its detail page: the newest public one. */
async function firstId(site: string, route: SiteRoute): Promise<number | undefined> {
  const def = resources[route.resource as keyof typeof resources];
  if (!def) return undefined;
  const res = await fetch(`${site}/api/v1${def.path}?limit=1`);
  if (!res.ok) return undefined;
  return ((await json(res)).data as { id: number }[] | undefined)?.[0]?.id;
}

/** `/news/:id` -> `/news/3`. */
function fill(pattern: string, params: Record<string, string | number>) {
  return pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? name));
}

/** The cookies a response sets, as a Cookie header. */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/**
 * A paid ticket for the member (the first upcoming show's, paid in the sandbox): their ticket
 * history then shows an order with its seat's QR, the heaviest island a buyer meets there.
 */
async function paidTicket(site: string, token: string) {
  const shows = await fetch(`${site}/api/v1/tiket?lalu=false&limit=1`);
  const show = shows.ok ? ((await json(shows)).data as { id: number }[] | undefined)?.[0] : undefined;
  if (!show) return;
  const placed = await fetch(`${site}/api/v1/tiket/user/pesan`, {
    method: 'POST',
    headers: auth(token),
    body: JSON.stringify({
      nama_user: 'Penonton Lighthouse',
      no_telp: '081234567890',
      jumlah_tiket: 1,
      id_tiket: show.id,
    }),
  });
  if (placed.status !== 201) return;
  const order = ((await json(placed)).data as { token?: string } | undefined)?.token;
  if (!order) return;
  await fetch(`${site}/api/v1/payment/sandbox/${order}`, {
    method: 'POST',
    headers: auth(token),
    body: JSON.stringify({ result: 'settlement' }),
  });
}

/**
 * A fresh member, signed in: their cookies, a paid ticket, and a payment waiting in the sandbox
 * checkout (the subscription's), so the member pages show what a buyer sees.
 */
async function member(site: string, admin: string) {
  const email = `lighthouse.${Date.now().toString(36)}@bench.test`;
  const password = 'rahasia-bench-1';
  const made = await fetch(`${site}/api/v1/users`, {
    method: 'POST',
    headers: auth(admin),
    body: JSON.stringify({ name: 'Penonton Lighthouse', email, password, role: 'user', subscription: false }),
  });
  if (made.status !== 201) throw new Error(`creating the member: ${made.status} ${await made.text()}`);
  const login = await fetch(`${site}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`the member's login: ${login.status}`);
  const cookie = cookiesOf(login);
  const { token } = (await json(login)) as { token: string };
  await paidTicket(site, token);
  const checkout = await fetch(`${site}/api/v1/payment`, { method: 'POST', headers: auth(token), body: '{}' });
  const sandbox = checkout.ok
    ? (((await json(checkout)).data as { token?: string } | undefined)?.token ?? undefined)
    : undefined;
  return { cookie, sandbox };
}

/**
 * Every public route of the URL table (a detail route with its newest record) and the member pages
 * a buyer meets, signed in: what `npm run bench` opens in Lighthouse.
 */
export async function benchPages(site: string, admin: string, siteName: string): Promise<BenchPage[]> {
  const signedIn = await member(site, admin);
  const pages: BenchPage[] = [];
  for (const route of siteRoutes) {
    const isMember = route.kind === 'page' && MEMBER_PAGES.has(route.key);
    if (route.guard !== 'public' && !isMember) continue;
    const path = withSite(route.path, siteName, true);
    let id: number | undefined;
    if (route.kind === 'detail') {
      id = await firstId(site, route);
      if (id === undefined) continue;
    }
    if (route.key === 'paymentSandbox' && !signedIn.sandbox) continue;
    pages.push({
      label: route.path,
      path: fill(path, { id: id ?? '', token: signedIn.sandbox ?? '' }),
      ...(isMember ? { cookie: signedIn.cookie, private: true as const } : {}),
    });
  }
  const english = pages.map(
    (page): BenchPage => ({
      ...page,
      label: `${page.label} (en)`,
      path: localePath(page.path, 'en'),
      otherLanguage: true,
    }),
  );
  return [...pages, ...english];
}

import { budgets, type Figure } from './budgets.js';
import { BENCH_ADMIN } from './servers.js';

const USERS = 50;
const ORDERS = 1000;
/** The show's categories: 500 seats in all. */
const CATEGORIES = [
  { name: 'Reguler', price: 50_000, seats: 400 },
  { name: 'VIP', price: 150_000, seats: 100 },
] as const;
const STOCK = CATEGORIES.reduce((sum, c) => sum + c.seats, 0);
const CONCURRENCY = 50;

async function json(res: Response) {
  const text = await res.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A session for that account: its token (and, from loginSession, its id). */
export async function loginSession(
  site: string,
  email: string,
  password: string,
): Promise<{ token: string; id: number }> {
  const res = await fetch(`${site}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const body = (await json(res)) as { token: string; data: { user: { id: number } } };
  return { token: body.token, id: body.data.user.id };
}

export const login = async (site: string, email: string, password: string) =>
  (await loginSession(site, email, password)).token;

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

interface BenchShow {
  id: number;
  /** category ids, in CATEGORIES' order */
  categories: number[];
}

/** A show on sale now with CATEGORIES (seats scaled by `share`); returns its id and category ids. */
async function createShow(site: string, admin: string, title: string, share: number): Promise<BenchShow> {
  const now = Date.now();
  const created = await fetch(`${site}/api/v1/tiket`, {
    method: 'POST',
    headers: auth(admin),
    body: JSON.stringify({
      nama_pertujukan: title,
      tanggal_pertujukan: new Date(now + 30 * 86_400_000).toISOString(),
      tempat_pertujukan: 'Taman Budaya Lampung',
      tanggal_mulai_penjualan: new Date(now - 3_600_000).toISOString(),
      tanggal_selesai_penjualan: new Date(now + 7 * 86_400_000).toISOString(),
      categories: CATEGORIES.map((c) => ({ ...c, seats: Math.round(c.seats * share) })),
    }),
  });
  if (!created.ok) throw new Error(`creating the show: ${created.status} ${await created.text()}`);
  const data = (await json(created)).data as { id: number; categories: { id: number }[] };
  return { id: data.id, categories: data.categories.map((c) => c.id) };
}

/** Order i: 1 to 3 Reguler seats, and every fourth one VIP seat more (all of them or none). */
const linesOf = (show: BenchShow, i: number) => {
  const [reguler = 0, vip = 0] = show.categories;
  const lines = [{ id: reguler, count: 1 + (i % 3) }];
  if (i % 4 === 0) lines.push({ id: vip, count: 1 });
  return lines;
};

interface Race {
  seconds: number;
  /** seats sold per category id */
  sold: Map<number, number>;
  accepted: number;
  soldOut: number;
  other: number;
}

/** `orders` orders of one or two categories for one show by the buyers in `tokens`, CONCURRENCY in flight. */
async function race(site: string, tokens: string[], show: BenchShow, orders: number): Promise<Race> {
  const tally: Race = { seconds: 0, sold: new Map(), accepted: 0, soldOut: 0, other: 0 };
  const started = performance.now();
  await pool(orders, CONCURRENCY, async (i) => {
    const lines = linesOf(show, i);
    const res = await fetch(`${site}/api/v1/tiket/user/pesan`, {
      method: 'POST',
      headers: auth(tokens[i % tokens.length] ?? ''),
      body: JSON.stringify({
        nama_user: `Pembeli ${i}`,
        no_telp: '0812-3456-7890',
        id_tiket: show.id,
        categories: lines,
      }),
    });
    await res.arrayBuffer();
    if (res.status === 201) {
      tally.accepted++;
      for (const line of lines) tally.sold.set(line.id, (tally.sold.get(line.id) ?? 0) + line.count);
    } else if (res.status === 409) tally.soldOut++;
    else tally.other++;
  });
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}

/**
 * Ticket orders under contention: a show with STOCK seats in two categories, USERS buyers, ORDERS
 * orders of 1 to 3 Reguler tickets (every fourth with a VIP seat too: all of them or none) raced
 * with 50 in flight. Reports answered orders per second and, per category, seats sold vs seats.
 * A smaller race on another show comes first and is not counted, as the reads have their warm-up:
 * the figure is the server's steady pace, not the first compilation of the order path.
 */
export async function ticketFigures(site: string, label: string, onPostgres: boolean): Promise<Figure[]> {
  const name = `${label} ticket orders`;
  const admin = await login(site, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const probe = await fetch(`${site}/api/v1/tiket/user/pesan`, { method: 'POST', headers: auth(admin), body: '{}' });
  if (probe.status === 404) {
    const note = 'POST /api/v1/tiket/user/pesan not built yet';
    return [
      { name: `${name}/s`, value: null, unit: 'orders/s', budget: budgets.ordersPerSecond, note },
      { name: `${label} tickets oversold`, value: null, unit: '', budget: budgets.oversold, note },
    ];
  }

  const stamp = Date.now().toString(36);
  const tokens = await pool(USERS, 5, async (i) => {
    const email = `pembeli${i}.${stamp}@bench.test`;
    const password = 'rahasia-bench-1';
    const res = await fetch(`${site}/api/v1/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Pembeli ${i}`, email, password }),
    });
    if (res.status !== 201) throw new Error(`signup: ${res.status} ${await res.text()}`);
    return login(site, email, password);
  });

  await race(site, tokens, await createShow(site, admin, 'Bench: pemanasan', 0.5), ORDERS / 4);
  const show = await createShow(site, admin, 'Bench: Malam Jahanam', 1);
  const { seconds, sold: soldOf, accepted, soldOut, other } = await race(site, tokens, show, ORDERS);

  // Per category: seats sold beyond its seats are oversold; sold and left must add up to its seats.
  const after = await json(await fetch(`${site}/api/v1/tiket/${show.id}`));
  const categories = (after.data as { categories?: { id: number; seats: number; seats_left: number }[] } | undefined)
    ?.categories;
  const sold = [...soldOf.values()].reduce((sum, n) => sum + n, 0);
  const oversold = (categories ?? []).reduce((sum, c) => sum + Math.max(0, (soldOf.get(c.id) ?? 0) - c.seats), 0);
  const left = (categories ?? []).reduce((sum, c) => sum + c.seats_left, 0);
  const consistent = categories?.every((c) => (soldOf.get(c.id) ?? 0) + c.seats_left === c.seats) ?? false;
  return [
    {
      name: `${name}/s`,
      value: ORDERS / seconds,
      unit: 'orders/s',
      ...(onPostgres ? { budget: budgets.ordersPerSecond } : {}),
      note: `${ORDERS} orders of one or two categories by ${USERS} users, ${accepted} placed, ${soldOut} sold out${other ? `, ${other} other errors` : ''}${onPostgres ? '' : '; budget is for PostgreSQL (BENCH_DATABASE_URL)'}`,
    },
    {
      name: `${label} tickets oversold`,
      value: oversold,
      unit: '',
      budget: budgets.oversold,
      note: `sold ${sold} of ${STOCK} in ${CATEGORIES.length} categories, ${left} left${consistent ? '' : ' (stock does not match the orders!)'}`,
    },
  ];
}

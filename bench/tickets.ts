import { budgets, type Figure } from './budgets.js';
import { BENCH_ADMIN } from './servers.js';

const USERS = 50;
const ORDERS = 1000;
const STOCK = 500;
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

/** A show on sale now with `stock` seats; returns its id. */
export async function createShow(site: string, admin: string, title: string, stock: number): Promise<number> {
  const now = Date.now();
  const created = await fetch(`${site}/api/v1/tiket`, {
    method: 'POST',
    headers: auth(admin),
    body: JSON.stringify({
      nama_pertujukan: title,
      harga_tiket: 50_000,
      tanggal_pertujukan: new Date(now + 30 * 86_400_000).toISOString(),
      tempat_pertujukan: 'Taman Budaya Lampung',
      tanggal_mulai_penjualan: new Date(now - 3_600_000).toISOString(),
      tanggal_selesai_penjualan: new Date(now + 7 * 86_400_000).toISOString(),
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 50_000,
      jumlah_stok_tiket: stock,
    }),
  });
  if (!created.ok) throw new Error(`creating the show: ${created.status} ${await created.text()}`);
  return Number(((await json(created)).data as { id: number }).id);
}

export interface Race {
  seconds: number;
  sold: number;
  accepted: number;
  soldOut: number;
  other: number;
}

/**
 * `orders` orders of 1 to 3 tickets for one show by the buyers in `tokens`, CONCURRENCY in flight,
 * taking turns among `sites` (processes of one site) when there are several.
 */
export async function race(sites: string[], tokens: string[], showId: number, orders: number): Promise<Race> {
  const tally: Race = { seconds: 0, sold: 0, accepted: 0, soldOut: 0, other: 0 };
  const started = performance.now();
  await pool(orders, CONCURRENCY, async (i) => {
    const count = 1 + (i % 3);
    const res = await fetch(`${sites[i % sites.length]}/api/v1/tiket/user/pesan`, {
      method: 'POST',
      headers: auth(tokens[i % tokens.length] ?? ''),
      body: JSON.stringify({
        nama_user: `Pembeli ${i}`,
        no_telp: '0812-3456-7890',
        jumlah_tiket: count,
        id_tiket: showId,
      }),
    });
    await res.arrayBuffer();
    if (res.status === 201) {
      tally.accepted++;
      tally.sold += count;
    } else if (res.status === 409) tally.soldOut++;
    else tally.other++;
  });
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}

/**
 * Ticket orders under contention: a show with STOCK seats, USERS buyers, ORDERS orders of 1 to 3
 * tickets raced with 50 in flight. Reports answered orders per second and seats sold vs stock.
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

  const tokens = await buyers(site, admin);
  await race([site], tokens, await createShow(site, admin, 'Bench: pemanasan', STOCK / 2), ORDERS / 4);
  const showId = await createShow(site, admin, 'Bench: Malam Jahanam', STOCK);
  const { seconds, sold, accepted, soldOut, other } = await race([site], tokens, showId, ORDERS);
  const left = await seatsLeft(site, showId);
  const consistent = left === STOCK - sold;
  return [
    {
      name: `${name}/s`,
      value: ORDERS / seconds,
      unit: 'orders/s',
      ...(onPostgres ? { budget: budgets.ordersPerSecond } : {}),
      note: `${ORDERS} orders by ${USERS} users, ${accepted} placed, ${soldOut} sold out${other ? `, ${other} other errors` : ''}${onPostgres ? '' : '; budget is for PostgreSQL (BENCH_DATABASE_URL)'}`,
    },
    {
      name: `${label} tickets oversold`,
      value: Math.max(0, sold - STOCK),
      unit: '',
      budget: budgets.oversold,
      note: `sold ${sold} of ${STOCK}, ${left} left${consistent ? '' : ' (stock does not match the orders!)'}`,
    },
  ];
}

/**
 * USERS new accounts, made by the admin (sign-ups are limited per address, and every buyer here
 * comes from 127.0.0.1), logged in on `site`: their session tokens.
 */
export async function buyers(site: string, admin: string): Promise<string[]> {
  const stamp = Date.now().toString(36);
  return pool(USERS, 5, async (i) => {
    const email = `pembeli${i}.${stamp}@bench.test`;
    const password = 'rahasia-bench-1';
    const res = await fetch(`${site}/api/v1/users`, {
      method: 'POST',
      headers: auth(admin),
      body: JSON.stringify({ name: `Pembeli ${i}`, email, password, role: 'user', subscription: false }),
    });
    if (res.status !== 201) throw new Error(`creating a buyer: ${res.status} ${await res.text()}`);
    return login(site, email, password);
  });
}

/** The seats a show has left, as the public API tells it. */
export async function seatsLeft(site: string, showId: number): Promise<number> {
  const after = await json(await fetch(`${site}/api/v1/tiket/${showId}`));
  return Number((after.data as { jumlah_stok_tiket?: number } | undefined)?.jumlah_stok_tiket);
}

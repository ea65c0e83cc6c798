/** Buyers made per race. */
export const USERS = 50;
/** The show's categories: 500 seats in all. */
export const CATEGORIES = [
  { name: 'Reguler', price: 50_000, seats: 400 },
  { name: 'VIP', price: 150_000, seats: 100 },
] as const;
export const STOCK = CATEGORIES.reduce((sum, c) => sum + c.seats, 0);
const CONCURRENCY = 50;

export async function json(res: Response) {
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
export async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
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

export const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

export interface BenchShow {
  id: number;
  /** category ids, in CATEGORIES' order */
  categories: number[];
}

/** A show on sale now with CATEGORIES (seats scaled by `share`); returns its id and category ids. */
export async function createShow(site: string, admin: string, title: string, share: number): Promise<BenchShow> {
  const categories = CATEGORIES.map((c) => ({ ...c, seats: Math.round(c.seats * share) }));
  return showOnSale(site, admin, title, categories);
}

/** A show on sale from an hour ago for a week, played in 30 days, with these categories. */
export async function showOnSale(
  site: string,
  admin: string,
  title: string,
  categories: { name: string; price: number; seats: number }[],
): Promise<BenchShow> {
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
      categories,
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

export interface Race {
  seconds: number;
  /** seats sold per category id */
  sold: Map<number, number>;
  accepted: number;
  soldOut: number;
  other: number;
}

/**
 * `orders` orders of one or two categories for one show by the buyers in `tokens`, CONCURRENCY in
 * flight, taking turns among `sites` (processes of one site) when there are several.
 */
export async function race(sites: string[], tokens: string[], show: BenchShow, orders: number): Promise<Race> {
  const tally: Race = { seconds: 0, sold: new Map(), accepted: 0, soldOut: 0, other: 0 };
  const started = performance.now();
  await pool(orders, CONCURRENCY, async (i) => {
    const lines = linesOf(show, i);
    const res = await fetch(`${sites[i % sites.length]}/api/v1/tiket/user/pesan`, {
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

export interface StockCheck {
  sold: number;
  oversold: number;
  left: number;
  /** sold and left add up to the seats in every category */
  consistent: boolean;
}

/** Per category, as `site` tells it after a race: seats sold beyond its seats are oversold. */
export async function stockAfter(site: string, show: BenchShow, soldOf: Map<number, number>): Promise<StockCheck> {
  const after = await json(await fetch(`${site}/api/v1/tiket/${show.id}`));
  const categories =
    (after.data as { categories?: { id: number; seats: number; seats_left: number }[] } | undefined)?.categories ?? [];
  return {
    sold: [...soldOf.values()].reduce((sum, n) => sum + n, 0),
    oversold: categories.reduce((sum, c) => sum + Math.max(0, (soldOf.get(c.id) ?? 0) - c.seats), 0),
    left: categories.reduce((sum, c) => sum + c.seats_left, 0),
    consistent: categories.length > 0 && categories.every((c) => (soldOf.get(c.id) ?? 0) + c.seats_left === c.seats),
  };
}

import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/passwords.js';
import { users } from '../../db/schema.js';
import { demoImage } from '../demo/images.js';
import { FAMILY_NAMES, GIVEN_NAMES, NEWS_WORDS, SHOW_TITLES, VENUES } from './names.js';

/** The volumes of a site some seasons old (issue 14). */
export const GROWN = {
  news: 3000,
  partnerNews: 300,
  accounts: 20_000,
  payments: 100_000,
  ticketOrders: 20_000,
  shows: 40,
};
/** Every grown account logs in with this password (one argon2 hash for all: seeding stays fast). */
export const GROWN_PASSWORD = 'sahabat-teater-123';
const GROWN_MARK = '@grown.teater.id';
const FIVE_YEARS_DAYS = 1826;
const STOCK_PER_SHOW = 5000;

/** A text[] literal of known words (checked: no quoting needed). */
function words(list: readonly string[]) {
  for (const word of list) if (!/^[\w .-]+$/.test(word)) throw new Error(`not a plain word: ${word}`);
  return sql.raw(`ARRAY[${list.map((w) => `'${w}'`).join(',')}]`);
}
/** The i-th element of a word list, spread by a multiplier so neighbours differ. */
const pick = (list: readonly string[], by: number) =>
  sql`(${words(list)})[1 + (i * ${sql.raw(String(by))}) % ${sql.raw(String(list.length))}]`;
/** A moment within the last five years, spread by i (deterministic: reruns give the same data). */
const pastMoment = (by: number) =>
  sql`now() - ((i * ${sql.raw(String(by))}) % ${sql.raw(String(FIVE_YEARS_DAYS))}) * interval '1 day' - (i % 1440) * interval '1 minute'`;

export interface GrownOptions {
  /** 1 for the full volumes; smaller for tests */
  scale?: number;
  log?: (message: string) => void;
}

export async function isGrown(app: FastifyInstance) {
  const [row] = await app.db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.email} LIKE ${`%${GROWN_MARK}`}`);
  return (row?.n ?? 0) > 0;
}

/**
 * Fills the database with a grown site's volumes: news, accounts with realistic names, shows,
 * ticket orders and payments of both kinds in mixed states, spread over five years. Set-based
 * SQL (generate_series), so 100,000 payments take seconds, not minutes.
 */
export async function seedGrown(app: FastifyInstance, options: GrownOptions = {}) {
  const scale = options.scale ?? 1;
  const log = options.log ?? (() => {});
  const n = (volume: number) => Math.max(1, Math.round(volume * scale));
  const { db } = app;
  if (await isGrown(app)) throw new Error('Basis data ini sudah berisi data besar (seed:grown sudah dijalankan).');

  log('pictures');
  const pictures: string[] = [];
  for (const seed of [901, 902, 903, 904]) pictures.push(await demoImage(app, seed));
  const passwordHash = await hashPassword(GROWN_PASSWORD);

  await db.transaction(async (tx) => {
    log(`${n(GROWN.accounts)} accounts`);
    await tx.execute(sql`
      INSERT INTO users (name, email, password_hash, role, subscription_time, "createdAt", "updatedAt")
      SELECT ${pick(GIVEN_NAMES, 1)} || ' ' || ${pick(FAMILY_NAMES, 7)},
        lower(${pick(GIVEN_NAMES, 1)} || '.' || ${pick(FAMILY_NAMES, 7)}) || i || ${GROWN_MARK},
        ${passwordHash}, CASE WHEN i % 500 = 0 THEN 'admin' ELSE 'user' END,
        CASE WHEN i % 10 < 3 THEN now() + ((i % 430) - 400) * interval '1 day' END,
        ${pastMoment(13)}, now()
      FROM generate_series(1, ${n(GROWN.accounts)}) AS i`);

    log(`${n(GROWN.news)} news`);
    for (const [table, volume] of [
      ['beritas', GROWN.news],
      ['beritakolaborasis', GROWN.partnerNews],
      ['beritapartners', GROWN.partnerNews],
    ] as const) {
      await tx.execute(sql`
        INSERT INTO ${sql.identifier(table)} (title, summary, description, photo_url, "createdAt", "updatedAt")
        SELECT ${pick(NEWS_WORDS, 3)} || ' ' || ${pick(SHOW_TITLES, 5)} || ' #' || i,
          'Ringkasan kegiatan nomor ' || i || ' di ' || ${pick(VENUES, 1)},
          'Cerita lengkap kegiatan nomor ' || i || '.',
          (${sql.raw(`ARRAY[${pictures.map((p) => `'${p}'`).join(',')}]`)})[1 + i % ${sql.raw(String(pictures.length))}],
          ${pastMoment(1)}, now()
        FROM generate_series(1, ${n(volume)}) AS i`);
    }

    log(`${GROWN.shows} shows`);
    await tx.execute(sql`
      INSERT INTO tikets (nama_pertujukan, harga_tiket, tanggal_pertujukan, tempat_pertujukan, tanggal_mulai_penjualan,
        tanggal_selesai_penjualan, nama_kategori_tiket, harga_kategori_tiket, jumlah_stok_tiket, sinopsis, "createdAt")
      SELECT ${pick(SHOW_TITLES, 1)} || ' (' || i || ')', 25000 * (1 + i % 4),
        now() + (i * 45 - ${GROWN.shows * 40}) * interval '1 day', ${pick(VENUES, 1)},
        now() + (i * 45 - ${GROWN.shows * 40} - 30) * interval '1 day',
        now() + (i * 45 - ${GROWN.shows * 40}) * interval '1 day' - interval '2 hours',
        'Reguler', 25000 * (1 + i % 4), ${STOCK_PER_SHOW}, 'Pementasan ke-' || i,
        now() + (i * 45 - ${GROWN.shows * 40} - 40) * interval '1 day'
      FROM generate_series(1, ${GROWN.shows}) AS i`);

    log(`${n(GROWN.ticketOrders)} ticket orders and their payments`);
    await tx.execute(sql`
      WITH shows AS (SELECT id, harga_tiket, row_number() OVER (ORDER BY id) - 1 AS k FROM tikets
        WHERE tempat_pertujukan = ANY(${words(VENUES)}) AND sinopsis LIKE 'Pementasan ke-%'),
      accounts AS (SELECT id, name, email, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE email LIKE ${`%${GROWN_MARK}`}),
      wanted AS (
        SELECT i, 1 + i % 3 AS seats, (ARRAY['paid','paid','paid','paid','paid','paid','paid','expired','cancelled','pending'])[1 + i % 10] AS status,
          ${pastMoment(7)} AS at
        FROM generate_series(1, ${n(GROWN.ticketOrders)}) AS i
      ), orders AS (
        INSERT INTO ticket_orders (id_tiket, id_user, nama_user, buyer_email, no_telp, jumlah_tiket, total_harga, order_id,
          status, holds_stock, expires_at, ticket_code, "createdAt", "updatedAt")
        SELECT s.id, a.id, a.name, a.email, '08' || (1100000000 + w.i * 7919 % 899999999), w.seats, s.harga_tiket * w.seats,
          'TIK-G' || w.i, w.status, w.status = 'pending',
          CASE WHEN w.status = 'pending' THEN now() + interval '15 minutes' ELSE w.at + interval '15 minutes' END,
          CASE WHEN w.status = 'paid' THEN 'TKT-' || upper(substr(md5('g' || w.i), 1, 4) || '-' || substr(md5('g' || w.i), 5, 4) || '-' || substr(md5('g' || w.i), 9, 4)) END,
          w.at, w.at
        FROM wanted w
        JOIN shows s ON s.k = w.i % ${GROWN.shows}
        JOIN accounts a ON a.k = (w.i * 31) % ${n(GROWN.accounts)}
        RETURNING order_id, id_user, nama_user, buyer_email, total_harga, status, "createdAt"
      )
      INSERT INTO payments (order_id, kind, id_user, buyer_name, buyer_email, gross_amount, transaction_status,
        "createdAt", "updatedAt")
      SELECT o.order_id, 'ticket', o.id_user, o.nama_user, o.buyer_email, o.total_harga,
        CASE o.status WHEN 'paid' THEN 'settlement' WHEN 'expired' THEN 'expire' WHEN 'cancelled' THEN 'cancel' ELSE 'pending' END,
        o."createdAt", o."createdAt"
      FROM orders o`);
    // One ticket per seat of each paid order, the first with the order's code.
    await tx.execute(sql`
      INSERT INTO tickets (id_order, id_tiket, seat, code, category, "createdAt", "updatedAt")
      SELECT o.id, o.id_tiket, s.n,
        CASE WHEN s.n = 1 THEN o.ticket_code
          ELSE 'TKT-' || upper(substr(h, 1, 4)) || '-' || upper(substr(h, 5, 4)) || '-' || upper(substr(h, 9, 4)) END,
        'Reguler', o."createdAt", o."createdAt"
      FROM ticket_orders o
      CROSS JOIN LATERAL generate_series(1, o.jumlah_tiket) AS s(n)
      CROSS JOIN LATERAL md5(o.order_id || ':' || s.n) AS h
      WHERE o.order_id LIKE 'TIK-G%' AND o.ticket_code IS NOT NULL`);
    // Seats taken by paid orders and held by pending ones leave each show's stock.
    await tx.execute(sql`
      UPDATE tikets SET jumlah_stok_tiket = ${STOCK_PER_SHOW} - taken.n
      FROM (SELECT id_tiket, sum(jumlah_tiket)::int AS n FROM ticket_orders
        WHERE order_id LIKE 'TIK-G%' AND (status = 'paid' OR holds_stock) GROUP BY id_tiket) AS taken
      WHERE tikets.id = taken.id_tiket`);

    const subscriptions = Math.max(0, n(GROWN.payments) - n(GROWN.ticketOrders));
    log(`${subscriptions} subscription payments`);
    await tx.execute(sql`
      WITH accounts AS (SELECT id, name, email, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE email LIKE ${`%${GROWN_MARK}`})
      INSERT INTO payments (order_id, kind, id_user, buyer_name, buyer_email, gross_amount, transaction_status,
        applied_at, "createdAt", "updatedAt")
      SELECT 'SUB-G' || i, 'subscription', a.id, a.name, a.email, 65000,
        (ARRAY['settlement','settlement','settlement','settlement','settlement','settlement','settlement','settlement',
          'settlement','settlement','settlement','settlement','settlement','settlement','settlement','pending','expire',
          'expire','cancel','deny'])[1 + i % 20],
        CASE WHEN i % 20 < 15 THEN ${pastMoment(11)} END, ${pastMoment(11)}, ${pastMoment(11)}
      FROM generate_series(1, ${subscriptions}) AS i
      JOIN accounts a ON a.k = (i * 17) % ${n(GROWN.accounts)}`);
  });
  log('analyze');
  await db.execute(sql`ANALYZE`);
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.js';
import { doorMethod, soldAtDoor, webMethod } from './money.js';
import { SHOW_TITLES, VENUES } from './names.js';
import { GROWN_MARK, pastMoment, pick, words } from './sql-helpers.js';

/** Each grown show's categories: price as a percentage of its Reguler price, and seats. */
const GROWN_CATEGORIES = [
  { name: 'Reguler', percent: 100, seats: 3500 },
  { name: 'Pelajar', percent: 60, seats: 1000 },
  { name: 'VIP', percent: 200, seats: 500 },
] as const;

/** The grown shows, numbered from 0 (k) in id order. */
const grownShows = sql`
  SELECT id, "createdAt", row_number() OVER (ORDER BY id) - 1 AS k FROM tikets
  WHERE tempat_pertujukan = ANY(${words(VENUES)}) AND sinopsis LIKE 'Pementasan ke-%'`;

/** `shows` shows 45 days apart, most of them past, each with GROWN_CATEGORIES. */
export async function seedGrownShows(tx: Tx, shows: number) {
  await tx.execute(sql`
    INSERT INTO tikets (nama_pertujukan, tanggal_pertujukan, tempat_pertujukan, tanggal_mulai_penjualan,
      tanggal_selesai_penjualan, sinopsis, "createdAt")
    SELECT ${pick(SHOW_TITLES, 1)} || ' (' || i || ')',
      now() + (i * 45 - ${shows * 40}) * interval '1 day', ${pick(VENUES, 1)},
      now() + (i * 45 - ${shows * 40} - 30) * interval '1 day',
      now() + (i * 45 - ${shows * 40}) * interval '1 day' - interval '2 hours',
      'Pementasan ke-' || i,
      now() + (i * 45 - ${shows * 40} - 40) * interval '1 day'
    FROM generate_series(1, ${shows}) AS i`);
  const categories = GROWN_CATEGORIES.map((c, i) => `(${i}, '${c.name}', ${c.percent}, ${c.seats})`).join(', ');
  await tx.execute(sql`
    INSERT INTO ticket_categories (id_tiket, position, name, price, seats, "createdAt", "updatedAt")
    SELECT s.id, c.position, c.name, c.percent * 250 * (1 + s.k % 4), c.seats, s."createdAt", s."createdAt"
    FROM (${grownShows}) AS s
    CROSS JOIN (VALUES ${sql.raw(categories)}) AS c(position, name, percent, seats)`);
}

// Order i (its order_id is 'TIK-G' || i) is for show i % shows: 1 to 3 seats of its main category
// (mostly Reguler; picked by i / 41, which every show sees all values of), and one VIP seat more
// for every seventh.
const mainPosition = sql`CASE WHEN (i / 41) % 10 < 6 THEN 0 WHEN (i / 41) % 10 < 9 THEN 1 ELSE 2 END`;
const mainSeats = sql`1 + i % 3`;
const vipSeats = sql`CASE WHEN i % 7 = 0 AND (i / 41) % 10 < 9 THEN 1 ELSE 0 END`;
const statusOf = sql`(ARRAY['paid','paid','paid','paid','paid','paid','paid','expired','cancelled','pending'])[1 + i % 10]`;

/**
 * `orders` ticket orders over five years (paid, expired, cancelled, pending) with their payments,
 * their seats per category, one ticket per seat of the paid ones, and each category's seats taken
 * by the paid and held ones.
 */
export async function seedGrownOrders(tx: Tx, orders: number, accounts: number) {
  await insertOrders(tx, orders, accounts);
  await insertLinesAndTickets(tx);
}

/** The orders, each priced from its categories, and their payments. */
async function insertOrders(tx: Tx, orders: number, accounts: number) {
  await tx.execute(sql`
    WITH shows AS (${grownShows}),
    accounts AS (SELECT id, name, email, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE email LIKE ${`%${GROWN_MARK}`}),
    wanted AS (
      SELECT i, ${mainPosition} AS main, ${mainSeats} AS seats, ${vipSeats} AS vip, ${statusOf} AS status,
        ${pastMoment(7)} AS at, CASE WHEN ${soldAtDoor} THEN 'door' ELSE 'web' END AS channel,
        CASE WHEN ${soldAtDoor} THEN ${doorMethod} ELSE ${webMethod} END AS method
      FROM generate_series(1, ${orders}) AS i
    ), placed AS (
      INSERT INTO ticket_orders (id_tiket, id_user, nama_user, buyer_email, no_telp, jumlah_tiket, total_harga, order_id,
        status, holds_stock, expires_at, ticket_code, channel, "createdAt", "updatedAt")
      SELECT s.id, a.id, a.name, a.email, '08' || (1100000000 + w.i * 7919 % 899999999), w.seats + w.vip,
        w.seats * m.price + w.vip * v.price, 'TIK-G' || w.i, w.status, w.status = 'pending',
        CASE WHEN w.status = 'pending' THEN now() + interval '15 minutes' ELSE w.at + interval '15 minutes' END,
        CASE WHEN w.status = 'paid' THEN 'TKT-' || upper(substr(md5('g' || w.i), 1, 4) || '-' || substr(md5('g' || w.i), 5, 4) || '-' || substr(md5('g' || w.i), 9, 4)) END,
        w.channel, w.at, w.at
      FROM wanted w
      JOIN shows s ON s.k = w.i % (SELECT count(*) FROM shows)
      JOIN ticket_categories m ON m.id_tiket = s.id AND m.position = w.main
      JOIN ticket_categories v ON v.id_tiket = s.id AND v.position = 2
      JOIN accounts a ON a.k = (w.i * 31) % ${accounts}
      RETURNING order_id, id_user, nama_user, buyer_email, total_harga, status, "createdAt"
    )
    INSERT INTO payments (order_id, kind, id_user, buyer_name, buyer_email, gross_amount, transaction_status,
      channel, method, "createdAt", "updatedAt")
    SELECT o.order_id, 'ticket', o.id_user, o.nama_user, o.buyer_email, o.total_harga,
      CASE o.status WHEN 'paid' THEN 'settlement' WHEN 'expired' THEN 'expire' WHEN 'cancelled' THEN 'cancel' ELSE 'pending' END,
      w.channel, w.method, o."createdAt", o."createdAt"
    FROM placed o JOIN wanted w ON o.order_id = 'TIK-G' || w.i`);
}

/** Each order's seats per category, a ticket per seat of the paid ones, and the seats taken. */
async function insertLinesAndTickets(tx: Tx) {
  await tx.execute(sql`
    INSERT INTO ticket_order_lines (id_order, id_kategori, count, price)
    SELECT o.id, c.id, x.count, c.price
    FROM ticket_orders o
    CROSS JOIN LATERAL (SELECT substring(o.order_id FROM 6)::int AS i) AS w
    CROSS JOIN LATERAL (VALUES (${mainPosition}, ${mainSeats}), (2, ${vipSeats})) AS x(position, count)
    JOIN ticket_categories c ON c.id_tiket = o.id_tiket AND c.position = x.position
    WHERE o.order_id LIKE 'TIK-G%' AND x.count > 0`);
  // One ticket per seat of each paid order, numbered across its categories, the first with the order's code.
  await tx.execute(sql`
    INSERT INTO tickets (id_order, id_tiket, id_kategori, seat, code, category, "createdAt", "updatedAt")
    SELECT x.id, x.id_tiket, x.id_kategori, x.seat,
      CASE WHEN x.seat = 1 THEN x.ticket_code
        ELSE 'TKT-' || upper(substr(h, 1, 4)) || '-' || upper(substr(h, 5, 4)) || '-' || upper(substr(h, 9, 4)) END,
      x.name, x."createdAt", x."createdAt"
    FROM (
      SELECT o.id, o.id_tiket, o.order_id, o.ticket_code, o."createdAt", l.id_kategori, c.name,
        row_number() OVER (PARTITION BY o.id ORDER BY c.position, g.n)::int AS seat
      FROM ticket_orders o
      JOIN ticket_order_lines l ON l.id_order = o.id
      JOIN ticket_categories c ON c.id = l.id_kategori
      CROSS JOIN LATERAL generate_series(1, l.count) AS g(n)
      WHERE o.order_id LIKE 'TIK-G%' AND o.ticket_code IS NOT NULL
    ) AS x
    CROSS JOIN LATERAL md5(x.order_id || ':' || x.seat) AS h`);
  // Seats taken by paid orders and held by pending ones leave each category.
  await tx.execute(sql`
    UPDATE ticket_categories c SET taken = taken_by.n
    FROM (SELECT l.id_kategori, sum(l.count)::int AS n FROM ticket_order_lines l
      JOIN ticket_orders o ON o.id = l.id_order
      WHERE o.order_id LIKE 'TIK-G%' AND (o.status = 'paid' OR o.holds_stock) GROUP BY l.id_kategori) AS taken_by
    WHERE c.id = taken_by.id_kategori`);
}

import { sql } from 'drizzle-orm';
import { tikets } from '../content/schema.js';
import { preparedStatement } from '../core/db/prepared.js';
import { payments } from '../payments/schema.js';
import { ticketCategories, ticketOrderLines, ticketOrders } from './schema.js';

/** One answer row per order of a batch, in the batch's order. */
export interface PlacementRow {
  pos: number;
  /** the show is there and out (not a draft, its time has come) */
  found: boolean;
  /** every category the order names is one of the show's */
  known: boolean;
  /** the show had begun at the order's time */
  past: boolean | null;
  /** the show's and each named category's sales window were open at the order's time (to this buyer) */
  open: boolean | null;
  /** ... and would have been to an active Sahabat (a presale) */
  member_open: boolean | null;
  placed: boolean;
  total: number | null;
  /** what the order's voucher took off */
  discount: number | null;
  /** the placed order's lines, for the payment's items */
  items: { id: number; name: string; price: number; count: number }[] | null;
  show_name: string | null;
}

/**
 * Places a batch of orders for one show in ONE statement, first come first served, exactly as if
 * they came one after the other. Each order wants seats of one or more of the show's categories
 * (a line without an id: the first category, the spec's order). Per order, what seats do not
 * decide is settled first: the show is out, its categories are the show's, the show has not begun
 * and every window is open at the order's time (for an active Sahabat, a category's presale counts as
 * open). Then the categories some order could fit in are
 * locked (FOR UPDATE, in id order, so orders spanning categories never deadlock; none when all is
 * sold out), a walk over the batch keeps the seats left per category (an array in id order) and
 * places an order only when every one of its lines fits: all of its seats or none. One UPDATE per
 * category takes the placed seats (`seats - taken >= n`, and the table's check as the last guard),
 * then the orders, their lines and their pending payments are inserted, priced from the rows (the
 * Sahabat price for an active Sahabat) less the order's voucher, which the caller checked and locked
 * (an order with a voucher is always a batch of one; an order without one reads nothing more).
 * One statement is atomic, and the locks last for the statement and its commit only; prepared,
 * because parse and plan cost more than the execution.
 */
export const placeStatement = preparedStatement<PlacementRow>(
  'place_ticket_orders',
  sql`
    WITH RECURSIVE wanted AS (
      SELECT * FROM jsonb_to_recordset(${sql.placeholder('orders')}::jsonb) AS w(pos int, id_user int,
        nama_user text, buyer_name text, buyer_email text, no_telp text, order_id text,
        expires_at timestamptz, at timestamptz, lines jsonb, member boolean, voucher jsonb)
    ), show AS (
      SELECT id, nama_pertujukan AS name, tanggal_mulai_penjualan AS opens, tanggal_selesai_penjualan AS closes,
        tanggal_pertujukan AS starts
      FROM ${tikets}
      WHERE id = ${sql.placeholder('tiketId')}::int AND NOT draft AND (published_at IS NULL OR published_at <= now())
    ), category AS (
      SELECT id, position, name, price, member_price, sales_start, sales_end, member_sales_start
      FROM ${ticketCategories} WHERE id_tiket = (SELECT id FROM show)
    ), line AS (
      SELECT w.pos, coalesce(l.id, (SELECT id FROM category ORDER BY position, id LIMIT 1)) AS id, l.count
      FROM wanted w CROSS JOIN LATERAL jsonb_to_recordset(w.lines) AS l(id int, count int)
      WHERE l.count > 0
    ), verdict AS (
      -- a line's category is on sale at the order's time to everyone, or (an active Sahabat) in its presale
      SELECT w.pos, s.id IS NOT NULL AS found, s.closes > w.at AS selling,
        NOT EXISTS (SELECT 1 FROM line l LEFT JOIN category k ON k.id = l.id WHERE l.pos = w.pos AND k.id IS NULL) AS known,
        s.starts <= w.at AS past,
        s.closes > w.at AND NOT EXISTS (
          SELECT 1 FROM line l JOIN category k ON k.id = l.id
          WHERE l.pos = w.pos AND NOT (
            coalesce(k.sales_end > w.at, true) AND (
              (s.opens <= w.at AND coalesce(k.sales_start <= w.at, true))
              OR coalesce(w.member AND k.member_sales_start <= w.at, false)))
        ) AS open
      FROM wanted w LEFT JOIN show s ON true
    ), ready AS (
      SELECT pos FROM verdict WHERE found AND known AND NOT past AND open
    ), locked AS (
      SELECT c.id, c.seats - c.taken AS seats_left FROM ${ticketCategories} c
      WHERE c.id_tiket = (SELECT id FROM show) AND EXISTS (
        SELECT 1 FROM line l JOIN ready USING (pos) WHERE l.id = c.id AND l.count <= c.seats - c.taken
      )
      ORDER BY c.id FOR UPDATE
    ), slot AS (
      SELECT id, seats_left, row_number() OVER (ORDER BY id) AS i FROM locked
    ), need AS MATERIALIZED (
      -- computed once: inlined, the walk's join would compute it again at every one of its steps
      SELECT r.pos,
        ARRAY(SELECT coalesce((SELECT sum(l.count) FROM line l WHERE l.pos = r.pos AND l.id = s.id), 0)::int
          FROM slot s ORDER BY s.i) AS seats,
        NOT EXISTS (SELECT 1 FROM line l WHERE l.pos = r.pos AND l.id NOT IN (SELECT id FROM slot)) AS whole
      FROM ready r
    ), walk AS (
      SELECT 0 AS pos, ARRAY(SELECT seats_left FROM slot ORDER BY i) AS seats_left, false AS taken
      UNION ALL
      SELECT w.pos,
        CASE WHEN f.fits
          THEN ARRAY(SELECT x.l - x.n FROM unnest(walk.seats_left, n.seats) WITH ORDINALITY AS x(l, n, i) ORDER BY x.i)
          ELSE walk.seats_left END,
        f.fits
      FROM walk
      JOIN wanted w ON w.pos = walk.pos + 1
      LEFT JOIN need n ON n.pos = w.pos
      CROSS JOIN LATERAL (
        SELECT coalesce(n.whole, false)
          AND NOT EXISTS (SELECT 1 FROM unnest(walk.seats_left, n.seats) AS x(l, n) WHERE x.n > x.l) AS fits
      ) AS f
    ), taken AS (
      SELECT l.* FROM line l JOIN walk USING (pos) WHERE walk.taken
    ), sums AS (
      SELECT id, sum(count)::int AS n FROM taken GROUP BY id
    ), seat AS (
      UPDATE ${ticketCategories} c SET taken = c.taken + s.n FROM sums s
      WHERE c.id = s.id AND c.seats - c.taken >= s.n
      RETURNING c.id
    ), unit AS (
      -- an active Sahabat pays the category's Sahabat price where it has one
      SELECT t.pos, t.id, t.count, k.name, k.position,
        CASE WHEN w.member AND k.member_price IS NOT NULL THEN k.member_price ELSE k.price END AS price,
        w.voucher IS NOT NULL AND coalesce(w.voucher->'categories' @> to_jsonb(t.id), true) AS discounted
      FROM taken t JOIN category k ON k.id = t.id JOIN wanted w ON w.pos = t.pos
    ), priced AS (
      SELECT u.pos, sum(u.count)::int AS count, sum(u.count * u.price)::int AS subtotal,
        -- the seats the voucher is for (its categories; all when it names none)
        coalesce(sum(u.count * u.price) FILTER (WHERE u.discounted), 0)::bigint AS eligible,
        jsonb_agg(jsonb_build_object('id', u.id, 'name', u.name, 'price', u.price, 'count', u.count)
          ORDER BY u.position, u.id) AS items
      FROM unit u
      WHERE (SELECT count(*) FROM seat) = (SELECT count(*) FROM sums)
      GROUP BY u.pos
    ), billed AS (
      SELECT p.pos, p.count, p.items, p.subtotal,
        (CASE WHEN w.voucher IS NULL THEN 0
          WHEN w.voucher->>'kind' = 'percent' THEN p.eligible * (w.voucher->>'amount')::bigint / 100
          ELSE least(p.eligible, (w.voucher->>'amount')::bigint) END)::int AS discount
      FROM priced p JOIN wanted w ON w.pos = p.pos
    ), placed AS (
      INSERT INTO ${ticketOrders} (id_tiket, id_user, nama_user, buyer_email, no_telp, jumlah_tiket, total_harga,
        order_id, expires_at, id_voucher, voucher_code, discount)
      SELECT (SELECT id FROM show), w.id_user, w.nama_user, w.buyer_email, w.no_telp, b.count, b.subtotal - b.discount,
        w.order_id, w.expires_at, (w.voucher->>'id')::int, w.voucher->>'code', b.discount
      FROM wanted w JOIN billed b USING (pos)
      RETURNING id, order_id
    ), lined AS (
      INSERT INTO ${ticketOrderLines} (id_order, id_kategori, count, price)
      SELECT placed.id, u.id, u.count, u.price
      FROM placed JOIN wanted w USING (order_id) JOIN unit u ON u.pos = w.pos
    ), paid AS (
      INSERT INTO ${payments} (order_id, kind, id_user, buyer_name, buyer_email, gross_amount)
      SELECT w.order_id, 'ticket', w.id_user, w.buyer_name, w.buyer_email, b.subtotal - b.discount
      FROM placed JOIN wanted w USING (order_id) JOIN billed b ON b.pos = w.pos
    )
    SELECT v.pos, v.found, v.known, v.past, v.open,
      -- refused as closed: would a Sahabat's order have been open (a presale)? Asked of those alone.
      CASE WHEN v.open OR NOT v.selling OR w.member THEN false ELSE NOT EXISTS (
        SELECT 1 FROM line l JOIN category k ON k.id = l.id CROSS JOIN show s
        WHERE l.pos = w.pos AND NOT (coalesce(k.sales_end > w.at, true) AND (
          (s.opens <= w.at AND coalesce(k.sales_start <= w.at, true)) OR coalesce(k.member_sales_start <= w.at, false)))
      ) END AS member_open,
      placed.id IS NOT NULL AS placed,
      b.subtotal - b.discount AS total, b.discount, b.items, (SELECT name FROM show) AS show_name
    FROM verdict v
    JOIN wanted w USING (pos)
    LEFT JOIN placed ON placed.order_id = w.order_id
    LEFT JOIN billed b ON b.pos = v.pos
    ORDER BY v.pos
  `,
);

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { GROWN, GROWN_PASSWORD, seedGrown } from './index.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
  await seedGrown(t.app, { scale: 0.01 });
});
after(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

test('the volumes, at the asked scale', async () => {
  const [counts] = await rows<Record<string, number>>(sql`
    SELECT (SELECT count(*) FROM users)::int AS accounts, (SELECT count(*) FROM payments)::int AS payments,
      (SELECT count(*) FROM ticket_orders)::int AS orders, (SELECT count(*) FROM beritas)::int AS news`);
  assert.deepEqual(counts, {
    accounts: GROWN.accounts / 100,
    payments: GROWN.payments / 100,
    orders: GROWN.ticketOrders / 100,
    news: GROWN.news / 100,
  });
});

test('five years of dates and every payment state, each with its buyer', async () => {
  const [span] = await rows<{ years: number }>(
    sql`SELECT extract(epoch FROM max("createdAt") - min("createdAt")) / 31557600 AS years FROM payments`,
  );
  assert.ok(Number(span?.years) > 4.5, `spread over ${span?.years} years`);
  const states = await rows<{ transaction_status: string }>(
    sql`SELECT DISTINCT transaction_status FROM payments ORDER BY 1`,
  );
  assert.deepEqual(
    states.map((s) => s.transaction_status),
    ['cancel', 'deny', 'expire', 'pending', 'refund', 'settlement'],
  );
  const [unnamed] = await rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM payments WHERE buyer_email IS NULL OR buyer_name IS NULL`,
  );
  assert.equal(unnamed?.n, 0);
});

test('payments of every kind, on the web and at the door, by the methods the reports group', async () => {
  const kinds = await rows<{ kind: string; channel: string; n: number }>(
    sql`SELECT kind, channel, count(*)::int AS n FROM payments GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  assert.deepEqual(
    kinds.map((k) => `${k.kind}/${k.channel}`),
    ['donation/web', 'subscription/web', 'ticket/door', 'ticket/web'],
  );
  const [gifts] = await rows<{ n: number; unmatched: number }>(sql`
    SELECT count(*)::int AS n, count(*) FILTER (WHERE d.status <> CASE p.transaction_status WHEN 'settlement' THEN 'paid'
      WHEN 'refund' THEN 'refunded' WHEN 'pending' THEN 'pending' ELSE 'failed' END)::int AS unmatched
    FROM donations d JOIN payments p ON p.order_id = d.order_id`);
  assert.deepEqual(gifts, { n: GROWN.donations / 100, unmatched: 0 });
  const [refunds] = await rows<{ n: number; misdated: number }>(sql`
    SELECT count(*)::int AS n, count(*) FILTER (WHERE refunded_at IS NULL OR refunded_at < "createdAt" OR refunded_at > now())::int AS misdated
    FROM payments WHERE transaction_status = 'refund'`);
  assert.ok(Number(refunds?.n) > 0);
  assert.equal(refunds?.misdated, 0);
  const methods = await rows<{ method: string }>(
    sql`SELECT DISTINCT method FROM payments WHERE channel = 'door' ORDER BY 1`,
  );
  assert.deepEqual(
    methods.map((m) => m.method),
    ['cash', 'qris'],
  );
});

test("each show has its categories, and each category's seats taken are its paid and held orders' seats", async () => {
  const [shape] = await rows<{ shows: number; categories: number }>(sql`
    SELECT count(DISTINCT id_tiket)::int AS shows, count(*)::int AS categories FROM ticket_categories`);
  assert.deepEqual(shape, { shows: GROWN.shows, categories: GROWN.shows * 3 });
  const wrong = await rows<{ id: number }>(sql`
    SELECT c.id FROM ticket_categories c
    LEFT JOIN (SELECT l.id_kategori, sum(l.count) AS n FROM ticket_order_lines l JOIN ticket_orders o ON o.id = l.id_order
      WHERE o.status = 'paid' OR o.holds_stock GROUP BY l.id_kategori) taken ON taken.id_kategori = c.id
    WHERE c.taken <> coalesce(taken.n, 0)`);
  assert.deepEqual(wrong, []);
  const [mismatched] = await rows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM ticket_orders o
    WHERE o.jumlah_tiket <> (SELECT sum(count) FROM ticket_order_lines l WHERE l.id_order = o.id)
      OR o.total_harga <> (SELECT sum(count * price) FROM ticket_order_lines l WHERE l.id_order = o.id)
      OR (o.status = 'paid' AND o.jumlah_tiket <> (SELECT count(*) FROM tickets k WHERE k.id_order = o.id))`);
  assert.equal(mismatched?.n, 0);
});

test('grown accounts log in; a second run is refused', async () => {
  const [account] = await rows<{ email: string }>(sql`SELECT email FROM users ORDER BY id LIMIT 1`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email: account?.email, password: GROWN_PASSWORD },
  });
  assert.equal(res.statusCode, 200);
  await assert.rejects(seedGrown(t.app, { scale: 0.01 }), /sudah berisi data besar/);
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { beritas as beritasDef } from '@teater/contract';
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.js';
import { usersListSource } from '../accounts/users-list.js';
import { paymentsListSource, ticketOrdersListSource } from '../box-office/admin-lists.js';
import { ticketOrders } from '../box-office/schema.js';
import { adminListSource, type ListSource, listOrder, listWhere, parseListQuery } from '../core/list-query.js';
import { payments } from '../payments/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { beritas } from './schema.js';

/**
 * On a grown PostgreSQL database (20,000 accounts, 100,000 payments, 20,000 ticket orders, 3,000
 * news), the admin list, search and sort queries are answered from indexes: no sequential scan
 * of a large table. The planner only picks indexes on tables of realistic size, hence the volume.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;

before(async () => {
  if (!onPostgres) return;
  t = await buildTestApp();
  await t.app.db.execute(sql`
    INSERT INTO users (name, email, password_hash, subscription_time, "createdAt")
    SELECT 'Akun ' || i, 'akun' || i || '@contoh.id', 'x',
      CASE WHEN i % 3 = 0 THEN now() + (i % 60) * interval '1 day' END,
      now() - (i % 1800) * interval '1 day'
    FROM generate_series(1, 20000) AS i`);
  await t.app.db.execute(sql`
    INSERT INTO tikets (nama_pertujukan, tanggal_pertujukan, tempat_pertujukan, tanggal_mulai_penjualan,
      tanggal_selesai_penjualan)
    SELECT 'Pentas ' || i, now() + i * interval '1 day', 'Taman Budaya', now(), now() + interval '1 day'
    FROM generate_series(1, 40) AS i`);
  await t.app.db.execute(sql`
    INSERT INTO ticket_categories (id_tiket, position, name, price, seats)
    SELECT id, 0, 'Reguler', 50000, 100000 FROM tikets`);
  await t.app.db.execute(sql`
    INSERT INTO payments (order_id, kind, id_user, buyer_name, buyer_email, gross_amount, transaction_status, "createdAt")
    SELECT 'ORD-' || i, CASE WHEN i % 2 = 0 THEN 'subscription' ELSE 'ticket' END,
      (SELECT min(id) FROM users) + i % 20000, 'Akun ' || i % 20000, 'akun' || i % 20000 || '@contoh.id',
      65000 + (i % 7) * 50000,
      (ARRAY['settlement','settlement','settlement','pending','expire','cancel','deny'])[1 + i % 7],
      now() - (i % 1800) * interval '1 day' - (i % 997) * interval '1 minute'
    FROM generate_series(1, 100000) AS i`);
  await t.app.db.execute(sql`
    INSERT INTO ticket_orders (id_tiket, id_user, nama_user, no_telp, jumlah_tiket, total_harga, order_id, status,
      expires_at, ticket_code, "createdAt")
    SELECT (SELECT min(id) FROM tikets) + i % 40, (SELECT min(id) FROM users) + i % 20000, 'Pembeli ' || i, '0812',
      1 + i % 3, 50000 * (1 + i % 3), 'TIK-' || i, (ARRAY['paid','paid','expired','cancelled'])[1 + i % 4],
      now(), 'KODE' || i, now() - (i % 1800) * interval '1 day'
    FROM generate_series(1, 20000) AS i`);
  await t.app.db.execute(sql`
    INSERT INTO beritas (title, summary, description, photo_url, "createdAt")
    SELECT 'Berita ' || i, 'Ringkasan berita nomor ' || i, 'Isi', '/media/x.webp', now() - i * interval '1 hour'
    FROM generate_series(1, 3000) AS i`);
  await t.app.db.execute(sql`ANALYZE`);
});
after(() => t?.close());

/** The plan of a list query as the route builds it (same WHERE, ORDER BY, LIMIT). */
async function planOf(source: ListSource, query: Record<string, string>, select: PgSelect) {
  const params = parseListQuery(source, query);
  const built = select
    .where(listWhere(source, params))
    .orderBy(...listOrder(source, params))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit)
    .toSQL();
  const { pool } = t.app.database;
  assert.ok(pool);
  const result = await pool.query(`EXPLAIN (FORMAT JSON) ${built.sql}`, built.params);
  return JSON.stringify(result.rows[0]['QUERY PLAN']);
}

// 3,000 news fit in a few pages: a scan of them is what the planner rightly picks for a search.
const LARGE = ['users', 'payments', 'ticket_orders'];
const assertIndexed = (plan: string, label: string) => {
  for (const table of LARGE) {
    assert.ok(
      !new RegExp(`"Node Type":"Seq Scan"[^}]*"Relation Name":"${table}"`).test(plan),
      `${label}: sequential scan of ${table}\n${plan}`,
    );
  }
};

test('admin list, search and sort queries use indexes on the grown data', {
  skip: !onPostgres && 'PostgreSQL only (TEST_DB=postgres)',
}, async () => {
  const db = t.app.db;
  const cases: [string, ListSource, Record<string, string>, () => PgSelect][] = [
    ['accounts', usersListSource, {}, () => db.select().from(users).$dynamic()],
    ['accounts by e-mail', usersListSource, { q: 'akun12345@' }, () => db.select().from(users).$dynamic()],
    ['accounts sorted by name', usersListSource, { sort: 'name' }, () => db.select().from(users).$dynamic()],
    ['accounts with a role', usersListSource, { role: 'admin' }, () => db.select().from(users).$dynamic()],
    ...['{}', 'sort=-gross_amount', 'sort=gross_amount', 'transaction_status=pending', 'kind=ticket&page=3'].map(
      (raw): [string, ListSource, Record<string, string>, () => PgSelect] => [
        `payments ${raw}`,
        paymentsListSource,
        raw === '{}' ? {} : Object.fromEntries(new URLSearchParams(raw)),
        () =>
          db
            .select({ payment: payments, user: users })
            .from(payments)
            .leftJoin(users, sql`${users.id} = ${payments.id_user}`)
            .$dynamic(),
      ],
    ),
    [
      'ticket orders of a show',
      ticketOrdersListSource,
      { id_tiket: '3' },
      () => db.select().from(ticketOrders).$dynamic(),
    ],
    [
      'ticket orders by code',
      ticketOrdersListSource,
      { q: 'KODE1234' },
      () => db.select().from(ticketOrders).$dynamic(),
    ],
  ];
  for (const [label, source, query, select] of cases) {
    const plan = await planOf(source, query, select()).catch((error: Error) =>
      assert.fail(`${label}: ${error.message}`),
    );
    assertIndexed(plan, label);
  }

  const news = await t.app.inject({ method: 'GET', url: '/api/v1/beritas?q=nomor%202999' });
  assert.equal(news.json().meta.total, 1);
});

test('an English search and an Indonesian one each match their own trigram index, as written', {
  skip: !onPostgres && 'PostgreSQL only (TEST_DB=postgres)',
}, async () => {
  const source = adminListSource(beritasDef.list ?? {}, beritas);
  const params = parseListQuery(source, { q: 'nomor 2999' });
  const planned = async (english: boolean) => {
    const built = t.app.db
      .select()
      .from(beritas)
      .where(listWhere(source, params, [], english))
      .toSQL();
    const client = await t.app.database.pool?.connect();
    assert.ok(client);
    try {
      // 3,000 news are few enough to scan: forbid it, so an index that cannot serve shows up
      await client.query('SET enable_seqscan = off');
      return JSON.stringify((await client.query(`EXPLAIN (FORMAT JSON) ${built.sql}`, built.params)).rows);
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  };
  assert.match(await planned(false), /"Index Name":"beritas_search_trgm_idx"/);
  assert.match(await planned(true), /"Index Name":"beritas_search_en_trgm_idx"/);
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expireStaleOrders } from '../../box-office/seat-holds.js';
import * as schema from '../../schema.js';
import { buildTestApp, type GivenDatabase, type TestApp } from '../../test/app.js';
import { doorTicketOf } from '../../test/door-fixture.js';
import { order, TEST_SANDBOX_KEY } from '../../test/payments.js';
import { migrationsFolder } from '../paths.js';
import { type Db, openDatabase } from './client.js';
import { endPool } from './end-pool.js';
import { createScratchDatabase } from './scratch-database.js';

// A site that sold tickets before categories existed is upgraded: its data goes through the real
// migrations (0011 tickets per seat, 0012 ticket categories), then the server works on it.

/** A copy of the migrations folder that stops after `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  assert.ok(last >= 0, `migration ${lastTag} exists`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  }
  return dir;
}

/**
 * A database migrated up to `lastTag` (PGlite, or the test PostgreSQL server), to fill with data
 * as it was then; `upgrade` runs the other migrations as a server's start does, and answers it.
 */
async function databaseAt(lastTag: string): Promise<{ db: Db; upgrade(): Promise<GivenDatabase> }> {
  const older = migrationsUpTo(lastTag);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'm');
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    await migratePg(drizzlePg(pool), { migrationsFolder: older });
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      async upgrade() {
        await endPool(pool);
        return { database: await openDatabase({ url: scratch.url, dir: '' }), drop: scratch.drop };
      },
    };
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: older });
  return {
    db,
    async upgrade() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      return { database: { db, kind: 'pglite', close: () => client.close() }, drop: async () => {} };
    },
  };
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  (((await db.execute(query)) as unknown as { rows: T[] }).rows ?? []) as T[];

let t: TestApp;
let showId = 0;
const hour = 3_600_000;

before(async () => {
  const old = await databaseAt('0010_publishing');
  // Shows with one category in their own columns, and orders as they were: paid and admitted, held
  // (its hold already over), expired.
  const [user] = await rows<{ id: number }>(
    old.db,
    sql`INSERT INTO users (name, email, password_hash) VALUES ('Lama', 'lama@contoh.id', 'x') RETURNING id`,
  );
  const [show] = await rows<{ id: number }>(
    old.db,
    sql`INSERT INTO tikets (nama_pertujukan, harga_tiket, tanggal_pertujukan, tempat_pertujukan,
      tanggal_mulai_penjualan, tanggal_selesai_penjualan, nama_kategori_tiket, harga_kategori_tiket, jumlah_stok_tiket)
    VALUES ('Malam Jahanam', 50000, ${new Date(Date.now() + 240 * hour)}, 'Taman Budaya',
      ${new Date(Date.now() - hour)}, ${new Date(Date.now() + 200 * hour)}, 'VIP', 50000, 5),
      ('Tanpa Pesanan', 30000, ${new Date(Date.now() + 240 * hour)}, 'Taman Budaya',
      ${new Date(Date.now() - hour)}, ${new Date(Date.now() + 200 * hour)}, 'Reguler', 30000, 20)
    RETURNING id`,
  );
  showId = show?.id ?? 0;
  const past = new Date(Date.now() - 60_000);
  await old.db.execute(sql`
    INSERT INTO ticket_orders (id_tiket, id_user, nama_user, buyer_email, no_telp, jumlah_tiket, total_harga, order_id,
      status, holds_stock, expires_at, ticket_code, checked_in_at)
    VALUES (${showId}, ${user?.id}, 'Lama', 'lama@contoh.id', '0812', 3, 150000, 'TIK-LAMA-PAID', 'paid', true, ${past},
        'TKT-AAAA-BBBB-CCCC', ${new Date('2026-11-01T12:00:00Z')}),
      (${showId}, ${user?.id}, 'Lama', 'lama@contoh.id', '0812', 2, 100000, 'TIK-LAMA-HELD', 'pending', true, ${past},
        NULL, NULL),
      (${showId}, ${user?.id}, 'Lama', 'lama@contoh.id', '0812', 1, 50000, 'TIK-LAMA-GONE', 'expired', false, ${past},
        NULL, NULL)`);
  await old.db.execute(sql`
    INSERT INTO payments (order_id, kind, id_user, buyer_name, buyer_email, gross_amount, transaction_status)
    VALUES ('TIK-LAMA-PAID', 'ticket', ${user?.id}, 'Lama', 'lama@contoh.id', 150000, 'settlement'),
      ('TIK-LAMA-HELD', 'ticket', ${user?.id}, 'Lama', 'lama@contoh.id', 100000, 'pending')`);
  // the sandbox gateway's own record of the paid one (it is asked when the order is refunded)
  await old.db.execute(sql`
    INSERT INTO sandbox_transactions (token, order_id, gross_amount, transaction_status)
    VALUES ('token-lama', 'TIK-LAMA-PAID', 150000, 'settlement')`);
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY }, { given: await old.upgrade() });
});
after(() => t?.close());

test('each show keeps its one category, with its seats counting those its paid and held orders took', async () => {
  const categories = await rows<{ name: string; price: number; seats: number; taken: number; position: number }>(
    t.app.db,
    sql`SELECT c.name, c.price, c.seats, c.taken, c.position FROM ticket_categories c JOIN tikets s ON s.id = c.id_tiket
      ORDER BY s.id`,
  );
  assert.deepEqual(categories, [
    { name: 'VIP', price: 50_000, seats: 10, taken: 5, position: 0 },
    { name: 'Reguler', price: 30_000, seats: 20, taken: 0, position: 0 },
  ]);
  const shown = (await (await t.as('anonymous')).get(`/api/v1/tiket/${showId}`)).json().data;
  assert.equal(shown.nama_kategori_tiket, 'VIP');
  assert.equal(shown.harga_tiket, 50_000);
  assert.equal(shown.harga_kategori_tiket, 50_000);
  assert.equal(shown.jumlah_stok_tiket, 5);
  assert.equal(shown.categories.length, 1);
  assert.equal(shown.categories[0].has_orders, true);
});

test('every order holds its seats of that category; the paid one has a ticket per seat, the first with its code', async () => {
  const lines = await rows<{ order_id: string; count: number; price: number }>(
    t.app.db,
    sql`SELECT o.order_id, l.count, l.price FROM ticket_order_lines l JOIN ticket_orders o ON o.id = l.id_order
      ORDER BY o.order_id`,
  );
  assert.deepEqual(lines, [
    { order_id: 'TIK-LAMA-GONE', count: 1, price: 50_000 },
    { order_id: 'TIK-LAMA-HELD', count: 2, price: 50_000 },
    { order_id: 'TIK-LAMA-PAID', count: 3, price: 50_000 },
  ]);
  const seats = await rows<{ seat: number; code: string; category: string; admitted: boolean; same: boolean }>(
    t.app.db,
    sql`SELECT k.seat, k.code, k.category, k.checked_in_at IS NOT NULL AS admitted,
        k.id_kategori = (SELECT id FROM ticket_categories WHERE id_tiket = k.id_tiket) AS same
      FROM tickets k ORDER BY k.seat`,
  );
  assert.equal(seats.length, 3);
  assert.equal(seats[0]?.code, 'TKT-AAAA-BBBB-CCCC');
  assert.ok(seats.every((s) => s.category === 'VIP' && s.admitted && s.same));
});

test('the upgraded site works: the door knows its tickets, the old hold gives its seats back, new orders and refunds count', async () => {
  const admin = await t.as('admin');
  const [old] = await rows<{ id: number }>(
    t.app.db,
    sql`SELECT id_tiket AS id FROM tickets WHERE code = 'TKT-AAAA-BBBB-CCCC'`,
  );
  const known = await doorTicketOf(admin, old?.id ?? 0, 'TKT-AAAA-BBBB-CCCC');
  assert.equal(known?.status, 'valid');
  assert.ok(known?.admittedAt);
  assert.equal(known?.category, 'VIP');

  // The server's hold sweep may have ended it already at start; either way it ends once.
  await expireStaleOrders(t.app.db);
  const [held] = await rows<{ status: string }>(
    t.app.db,
    sql`SELECT status FROM ticket_orders WHERE order_id = 'TIK-LAMA-HELD'`,
  );
  assert.equal(held?.status, 'expired');
  const left = async () =>
    (await (await t.as('anonymous')).get(`/api/v1/tiket/${showId}`)).json().data.jumlah_stok_tiket;
  assert.equal(await left(), 7);

  const buyer = await t.newUser();
  const placed = await order(buyer, showId, 2);
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal(placed.json().data.total_harga, 100_000);
  assert.equal(await left(), 5);

  const [paid] = await rows<{ id: number }>(
    t.app.db,
    sql`SELECT id FROM ticket_orders WHERE order_id = 'TIK-LAMA-PAID'`,
  );
  assert.equal((await admin.post(`/api/v1/tiket/orders/${paid?.id}/refund`)).statusCode, 200);
  assert.equal(await left(), 8);
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import type { Db } from '../core/db/client.js';
import { payments } from '../payments/schema.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { insertShow } from '../test/shows.js';
import { ticketOrders } from './schema.js';

/** The admin lists of accounts, payments and ticket orders: paging, search, sort and filters. */
let t: TestApp;
let admin: Caller;
let anonymous: Caller;
let show: number;
const day = 86_400_000;

const json = async (caller: Caller, url: string, status = 200) => {
  const res = await caller.get(url);
  assert.equal(res.statusCode, status, `${url}: ${res.body}`);
  return res.json();
};

/** 60 accounts, a third subscribed, a third expired; answers the id of akun1@contoh.id. */
async function seedAccounts(db: Db) {
  await db.insert(users).values(
    Array.from({ length: 60 }, (_, i) => ({
      name: `Akun ${i}`,
      email: `akun${i}@contoh.id`,
      passwordHash: 'x',
      subscription_time: i % 3 === 0 ? new Date(Date.now() + day) : i % 3 === 1 ? new Date(Date.now() - day) : null,
    })),
  );
  const [owner] = await db.select({ id: users.id }).from(users).where(sql`${users.email} = 'akun1@contoh.id'`);
  return owner?.id ?? 0;
}

async function seedPayments(db: Db, userId: number) {
  // Payments on both sides of a WIB day boundary: 2026-03-31T17:30Z is 1 April in WIB.
  await db.insert(payments).values([
    {
      order_id: 'SUB-1',
      kind: 'subscription',
      id_user: userId,
      buyer_name: 'Akun 1',
      buyer_email: 'akun1@contoh.id',
      gross_amount: 65_000,
      transaction_status: 'settlement',
      createdAt: new Date('2026-03-31T16:30:00Z'),
    },
    {
      order_id: 'SUB-2',
      kind: 'subscription',
      id_user: userId,
      buyer_name: 'Akun 1',
      buyer_email: 'akun1@contoh.id',
      gross_amount: 65_000,
      transaction_status: 'pending',
      createdAt: new Date('2026-03-31T17:30:00Z'),
    },
    {
      order_id: 'TIK-3',
      kind: 'ticket',
      id_user: userId,
      buyer_name: 'Akun 1',
      buyer_email: 'akun1@contoh.id',
      gross_amount: 150_000,
      transaction_status: 'settlement',
      createdAt: new Date('2026-04-02T00:00:00Z'),
    },
  ]);
}

async function seedTicketOrders(db: Db, userId: number) {
  await db.insert(ticketOrders).values([
    {
      id_tiket: show,
      id_user: userId,
      nama_user: 'Sari',
      no_telp: '0812',
      jumlah_tiket: 3,
      total_harga: 150_000,
      order_id: 'TIK-3',
      status: 'paid',
      expiresAt: new Date(),
      ticket_code: 'KODE-AAA',
    },
    {
      id_tiket: show,
      id_user: userId,
      nama_user: 'Budi',
      no_telp: '0813',
      jumlah_tiket: 1,
      total_harga: 50_000,
      order_id: 'TIK-4',
      status: 'pending',
      expiresAt: new Date(Date.now() + day),
    },
  ]);
}

before(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  anonymous = await t.as('anonymous');
  const userId = await seedAccounts(t.app.db);
  show = await insertShow(t.app.db);
  await seedPayments(t.app.db, userId);
  await seedTicketOrders(t.app.db, userId);
});
after(() => t.close());

test('only admins read them', async () => {
  const user = await t.as('user');
  for (const url of ['/api/v1/users', '/api/v1/payment', '/api/v1/tiket/orders']) {
    assert.equal((await anonymous.get(url)).statusCode, 401);
    assert.equal((await user.get(url)).statusCode, 403);
  }
});

test('accounts: 50 a page, found by e-mail, sorted, filtered by role and subscription', async () => {
  const first = await json(admin, '/api/v1/users');
  assert.equal(first.data.length, c.ADMIN_PAGE_SIZE);
  assert.ok(first.meta.total >= 60);
  assert.ok(!('passwordHash' in first.data[0]));
  const found = await json(admin, '/api/v1/users?q=AKUN17@');
  assert.deepEqual(
    found.data.map((u: { email: string }) => u.email),
    ['akun17@contoh.id'],
  );
  const sorted = await json(admin, '/api/v1/users?sort=email&q=akun&limit=3');
  assert.deepEqual(
    sorted.data.map((u: { email: string }) => u.email),
    ['akun0@contoh.id', 'akun10@contoh.id', 'akun11@contoh.id'],
  );
  const admins = await json(admin, '/api/v1/users?role=admin');
  assert.ok(admins.data.every((u: { role: string }) => u.role === 'admin'));
  const active = await json(admin, '/api/v1/users?subscription=active&q=akun&limit=100');
  assert.equal(active.meta.total, 20);
  assert.ok(active.data.every((u: { subscription: boolean }) => u.subscription));
  const never = await json(admin, '/api/v1/users?subscription=never&q=akun&limit=100');
  assert.equal(never.meta.total, 20);
  assert.ok(never.data.every((u: { subscription_time: string | null }) => u.subscription_time === null));
});

test('payments: filtered by status, kind and a WIB date range; sorted by amount; searched by buyer', async () => {
  const settled = await json(admin, '/api/v1/payment?transaction_status=settlement');
  assert.deepEqual(settled.data.map((p: { order_id: string }) => p.order_id).sort(), ['SUB-1', 'TIK-3']);
  const tickets = await json(admin, '/api/v1/payment?kind=ticket');
  assert.deepEqual(
    tickets.data.map((p: { order_id: string }) => p.order_id),
    ['TIK-3'],
  );
  const april = await json(admin, '/api/v1/payment?createdAt_from=2026-04-01&createdAt_to=2026-04-30');
  assert.deepEqual(april.data.map((p: { order_id: string }) => p.order_id).sort(), ['SUB-2', 'TIK-3']);
  const march = await json(admin, '/api/v1/payment?createdAt_to=2026-03-31');
  assert.deepEqual(
    march.data.map((p: { order_id: string }) => p.order_id),
    ['SUB-1'],
  );
  const byAmount = await json(admin, '/api/v1/payment?sort=-gross_amount');
  assert.equal(byAmount.data[0].gross_amount, 150_000);
  const byBuyer = await json(admin, '/api/v1/payment?q=akun1@contoh');
  assert.equal(byBuyer.meta.total, 3);
});

test('ticket orders: by show and status, searched by name or code', async () => {
  const ofShow = await json(admin, `/api/v1/tiket/orders?id_tiket=${show}`);
  assert.equal(ofShow.meta.total, 2);
  assert.equal(ofShow.data[0].tiket.nama_pertujukan, 'Malam Jahanam');
  const paid = await json(admin, `/api/v1/tiket/orders?id_tiket=${show}&status=paid`);
  assert.deepEqual(
    paid.data.map((o: { nama_user: string }) => o.nama_user),
    ['Sari'],
  );
  const byCode = await json(admin, '/api/v1/tiket/orders?q=kode-aaa');
  assert.equal(byCode.data[0]?.ticket_code, 'KODE-AAA');
  const byName = await json(admin, '/api/v1/tiket/orders?q=budi&sort=total_harga');
  assert.equal(byName.meta.total, 1);
});

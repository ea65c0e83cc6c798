import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { DashboardStats } from '@teater/contract';
import { users } from '../accounts/schema.js';
import { ticketOrders } from '../box-office/schema.js';
import type { Db } from '../core/db/client.js';
import { payments } from '../payments/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { insertShow } from '../test/shows.js';

let t: TestApp;
let stats: DashboardStats;

/** The start of this month in WIB (UTC+7), as an instant. */
function wibMonthStart(now = new Date()) {
  const wib = new Date(now.getTime() + 7 * 3_600_000);
  return new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), 1) - 7 * 3_600_000);
}
const minutes = (n: number) => n * 60_000;

/** Two accounts, Sari subscribed; answers their ids. */
async function seedAccounts(db: Db) {
  const [a, b] = await db
    .insert(users)
    .values([
      {
        name: 'Sari',
        email: 'sari@contoh.id',
        passwordHash: 'x',
        subscription_time: new Date(Date.now() + 86_400_000),
      },
      { name: 'Budi', email: 'budi@contoh.id', passwordHash: 'x' },
    ])
    .returning({ id: users.id });
  return { sari: a?.id ?? null, budi: b?.id ?? null };
}

/** Payments either side of this WIB month's start, paid, pending and expired. */
async function seedPayments(db: Db, sari: number | null, budi: number | null) {
  const start = wibMonthStart();
  const pay = (
    order_id: string,
    kind: 'subscription' | 'ticket',
    amount: number,
    status: string,
    at: Date,
    id = sari,
  ) => ({
    order_id,
    kind,
    id_user: id,
    gross_amount: amount,
    transaction_status: status,
    createdAt: at,
  });
  await db.insert(payments).values([
    // 23:30 WIB on the last day of last month: last month's, though the same UTC date as the next
    pay('P-1', 'ticket', 100_000, 'settlement', new Date(start.getTime() - minutes(30))),
    // 00:00:01 WIB on the 1st: this month's
    pay('P-2', 'subscription', 65_000, 'settlement', new Date(start.getTime() + 1000)),
    pay('P-3', 'subscription', 65_000, 'capture', new Date(Date.now() - minutes(1)), budi),
    pay('P-4', 'subscription', 65_000, 'pending', new Date(Date.now() - minutes(1))),
    pay('P-5', 'ticket', 50_000, 'expire', new Date(Date.now() - minutes(1))),
  ]);
}

/** A show in ten days with 95 seats left, 3 sold to Sari and 2 held. */
async function seedShow(db: Db, sari: number | null) {
  const show = await insertShow(
    db,
    {
      nama_pertujukan: 'Sampek Engtay',
      tanggal_pertujukan: new Date(Date.now() + 10 * 86_400_000),
      tempat_pertujukan: 'Taman Budaya',
      tanggal_mulai_penjualan: new Date(Date.now() - 86_400_000),
      tanggal_selesai_penjualan: new Date(Date.now() + 9 * 86_400_000),
    },
    [{ name: 'Reguler', price: 50_000, seats: 95 }],
  );
  const order = (order_id: string, count: number, status: string) => ({
    id_tiket: show,
    id_user: sari,
    nama_user: 'Sari',
    no_telp: '0812',
    jumlah_tiket: count,
    total_harga: count * 50_000,
    order_id,
    status,
    // held for a while yet: the hold sweep must not hand the pending order's seats back mid-test
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  await db.insert(ticketOrders).values([order('O-1', 3, 'paid'), order('O-2', 2, 'pending')]);
}

before(async () => {
  t = await buildTestApp();
  const { sari, budi } = await seedAccounts(t.app.db);
  await seedPayments(t.app.db, sari, budi);
  await seedShow(t.app.db, sari);
  const admin = await t.as('admin');
  stats = (await admin.get('/api/v1/admin/stats')).json().data;
});
after(() => t.close());

test('totals and revenue, counted by the database in WIB months', () => {
  assert.equal(stats.accounts, 3, 'two accounts and the admin');
  assert.equal(stats.activeSubscribers, 1);
  assert.equal(stats.payments, 5);
  assert.equal(stats.pendingPayments, 1);
  assert.equal(stats.revenueAllTime, 230_000);
  assert.equal(stats.revenueThisMonth, 130_000);
});

test('twelve months of revenue and active subscribers, oldest first, this month last', () => {
  assert.equal(stats.months.length, 12);
  const [thisMonth, lastMonth] = [stats.months.at(-1), stats.months.at(-2)];
  assert.equal(thisMonth?.revenue, 130_000);
  assert.equal(lastMonth?.revenue, 100_000);
  assert.equal(thisMonth?.activeSubscribers, 2);
  assert.ok(stats.months.slice(0, 10).every((m) => m.revenue === 0));
  assert.match(thisMonth?.month ?? '', /^\d{4}-\d{2}$/);
});

test('upcoming shows with tickets sold and seats left; only admins may ask', async () => {
  assert.deepEqual(
    stats.upcomingShows.map(({ nama_pertujukan, sold, seatsLeft }) => ({ nama_pertujukan, sold, seatsLeft })),
    [{ nama_pertujukan: 'Sampek Engtay', sold: 3, seatsLeft: 95 }],
  );
  assert.equal((await (await t.as('user')).get('/api/v1/admin/stats')).statusCode, 403);
});

test('door passes are no accounts, and an expired ticket order is no pending payment: on the dashboard and in the lists', async () => {
  const admin = await t.as('admin');
  const was = (await admin.get('/api/v1/admin/stats')).json().data as DashboardStats;
  // a door pass's account, revoked or not, is no person
  await t.app.db.insert(users).values({
    name: 'Pintu Utara',
    email: 'pintu-0123456789abcdef@pintu.invalid',
    passwordHash: 'x',
    role: 'door',
  });
  // an order whose hold ran out before it was paid: the gateway still calls its payment pending
  const [show] = await t.app.db.select({ id: ticketOrders.id_tiket }).from(ticketOrders).limit(1);
  await t.app.db.insert(ticketOrders).values({
    id_tiket: show?.id ?? 0,
    nama_user: 'Sari',
    no_telp: '0812',
    jumlah_tiket: 1,
    total_harga: 50_000,
    order_id: 'O-LEWAT',
    status: 'expired',
    expiresAt: new Date(Date.now() - 60_000),
  });
  await t.app.db
    .insert(payments)
    .values({ order_id: 'O-LEWAT', kind: 'ticket', gross_amount: 50_000, transaction_status: 'pending' });

  const now = (await admin.get('/api/v1/admin/stats')).json().data as DashboardStats;
  assert.equal(now.accounts, was.accounts, 'no door pass counted');
  assert.equal(now.pendingPayments, was.pendingPayments, 'the expired order is not pending');
  assert.equal((await admin.get('/api/v1/users?q=pintu')).json().meta.total, 0);
  const [listed] = (await admin.get('/api/v1/payment?q=O-LEWAT')).json().data;
  assert.deepEqual([listed?.transaction_status, listed?.status], ['expire', 'failed']);
});

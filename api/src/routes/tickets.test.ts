import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { checkinMessages, ticketMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { ticketOrders, tikets } from '../db/schema.js';
import { createShow, decide, order, providerNotification, TEST_SANDBOX_KEY } from '../payments/testing.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const stockOf = async (id: number) =>
  (await t.app.db.select().from(tikets).where(eq(tikets.id, id)))[0]?.jumlah_stok_tiket;
const history = async (caller: Caller) =>
  (await caller.get(`/api/v1/tiket/user/history?id_user=${caller.id}`)).json().data as {
    id: number;
    order_id: string;
    jumlah_tiket: number;
    total_harga: number;
    status: string;
    ticket_code: string | null;
    tiket: { nama_pertujukan: string; harga_tiket: number };
  }[];
/** Ends an order's hold as if its minutes had passed. */
const expireHold = (orderId: string) =>
  t.app.db
    .update(ticketOrders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(ticketOrders.order_id, orderId));

describe('/tiket', () => {
  test('admins write shows, anyone reads them, users cannot write', async () => {
    const show = await createShow(t);
    const list = await (await t.as('anonymous')).get('/api/v1/tiket');
    assert.ok(list.json().data.some((s: { id: number }) => s.id === show.id));
    const user = await t.as('user');
    assert.equal((await user.post('/api/v1/tiket', { nama_pertujukan: 'X' })).statusCode, 403);
    assert.equal((await user.delete(`/api/v1/tiket/${show.id}`)).statusCode, 403);
    const admin = await t.as('admin');
    const edited = await admin.patch(`/api/v1/tiket/${show.id}`, { tempat_pertujukan: 'Gedung Kesenian' });
    assert.equal(edited.json().data.tempat_pertujukan, 'Gedung Kesenian');
  });

  test('all nine fields are required, and sales must end after they start', async () => {
    const admin = await t.as('admin');
    const empty = await admin.post('/api/v1/tiket', {});
    assert.equal(empty.statusCode, 400);
    assert.equal(Object.keys(empty.json().errors).length, 9);
    await assert.rejects(
      createShow(t, { tanggal_mulai_penjualan: hoursFromNow(5), tanggal_selesai_penjualan: hoursFromNow(1) }),
      /Selesai penjualan/,
    );
  });
});

describe('POST /tiket/user/pesan', () => {
  test('reserves the seats, computes the total on the server and answers a token', async () => {
    const show = await createShow(t, { harga_tiket: 75000, jumlah_stok_tiket: 10 });
    const user = await t.newUser();
    const res = await user.post('/api/v1/tiket/user/pesan', {
      nama_user: 'Siti',
      no_telp: '081234567890',
      jumlah_tiket: 2,
      id_tiket: show.id,
      total_harga: 1,
      amount: 1,
    });
    assert.equal(res.statusCode, 201, res.body);
    const data = res.json().data;
    assert.equal(typeof data.token, 'string');
    assert.equal(data.gross_amount, 150000);
    assert.equal(await stockOf(show.id), 8);
    // The public list is cached; an order must not leave it showing the old stock.
    const listed = (await (await t.as('anonymous')).get('/api/v1/tiket'))
      .json()
      .data.find((s: { id: number }) => s.id === show.id);
    assert.equal(listed.jumlah_stok_tiket, 8);
    const [row] = await history(user);
    assert.equal(row?.status, 'pending');
    assert.equal(row?.total_harga, 150000);
    assert.equal(row?.ticket_code, null);
    assert.equal(row?.tiket.nama_pertujukan, 'Malam Jahanam');
  });

  test('1 to 10 tickets, with the spec message over 10', async () => {
    const show = await createShow(t);
    const user = await t.newUser();
    const over = await order(user, show.id, 11);
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().errors.jumlah_tiket, ticketMessages.maxPerOrder);
    assert.equal((await order(user, show.id, 0)).statusCode, 400);
    assert.equal((await order(user, show.id, -3)).statusCode, 400);
    assert.equal((await order(user, show.id, 'dua')).statusCode, 400);
    assert.equal((await order(user, show.id, 10)).statusCode, 201);
    assert.equal(await stockOf(show.id), 90);
  });

  test('name and phone are required; ordering needs a login and is for oneself', async () => {
    const show = await createShow(t);
    const user = await t.newUser();
    const other = await t.newUser();
    const blank = await user.post('/api/v1/tiket/user/pesan', { jumlah_tiket: 1, id_tiket: show.id });
    assert.deepEqual(Object.keys(blank.json().errors).sort(), ['nama_user', 'no_telp']);
    const forOther = await user.post('/api/v1/tiket/user/pesan', {
      nama_user: 'A',
      no_telp: '0812345678',
      jumlah_tiket: 1,
      id_tiket: show.id,
      id_user: other.id,
    });
    assert.equal(forOther.statusCode, 403);
    assert.equal((await order(await t.as('anonymous'), show.id)).statusCode, 401);
    assert.equal(await stockOf(show.id), 100);
  });

  test('refused outside the sales window', async () => {
    const user = await t.newUser();
    const early = await createShow(t, {
      tanggal_mulai_penjualan: hoursFromNow(2),
      tanggal_selesai_penjualan: hoursFromNow(9),
    });
    const late = await createShow(t, {
      tanggal_mulai_penjualan: hoursFromNow(-9),
      tanggal_selesai_penjualan: hoursFromNow(-2),
    });
    for (const show of [early, late]) {
      const res = await order(user, show.id);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, ticketMessages.outsideSalesWindow);
      assert.equal(await stockOf(show.id), 100);
    }
    assert.equal((await order(user, 999_999)).statusCode, 404);
  });

  test('409 when not enough seats are left', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 3 });
    const user = await t.newUser();
    assert.equal((await order(user, show.id, 2)).statusCode, 201);
    const res = await order(user, show.id, 2);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, ticketMessages.soldOut);
    assert.equal(await stockOf(show.id), 1);
  });
});

describe('paying, expiring and refunding orders', () => {
  test('a paid order gets a unique ticket code in the history', async () => {
    const show = await createShow(t);
    const user = await t.newUser();
    const a = (await order(user, show.id, 2)).json().data;
    const b = (await order(user, show.id, 1)).json().data;
    assert.equal((await decide(user, a.token, 'settlement')).json().data.state, 'paid');
    assert.equal((await decide(user, b.token, 'settlement')).json().data.state, 'paid');
    const rows = await history(user);
    assert.deepEqual(
      rows.map((r) => r.status),
      ['paid', 'paid'],
    );
    const codes = rows.map((r) => r.ticket_code);
    assert.match(codes[0] ?? '', /^TKT-/);
    assert.notEqual(codes[0], codes[1]);
    assert.equal(await stockOf(show.id), 97);
  });

  test("someone else's ticket history is refused", async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    const res = await user.get(`/api/v1/tiket/user/history?id_user=${other.id}`);
    assert.equal(res.statusCode, 403);
  });

  test('a cancelled payment gives the seats back', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 5 });
    const user = await t.newUser();
    const placed = (await order(user, show.id, 4)).json().data;
    assert.equal(await stockOf(show.id), 1);
    await decide(user, placed.token, 'cancel');
    assert.equal(await stockOf(show.id), 5);
    assert.equal((await history(user))[0]?.status, 'cancelled');
  });

  test('an unpaid order expires after its hold and gives the seats back, once', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 5 });
    const user = await t.newUser();
    const placed = (await order(user, show.id, 3)).json().data;
    await expireHold(placed.order_id);
    assert.equal((await history(user))[0]?.status, 'expired');
    await history(user);
    assert.equal(await stockOf(show.id), 5);
    // A payment that still arrives takes the seats again while they are free.
    await decide(user, placed.token, 'settlement');
    const [row] = await history(user);
    assert.equal(row?.status, 'paid');
    assert.ok(row?.ticket_code);
    assert.equal(await stockOf(show.id), 2);
  });

  test('a payment for an expired order whose seats are gone is recorded and flagged for refund', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 2 });
    const late = await t.newUser();
    const quick = await t.newUser();
    const placed = (await order(late, show.id, 2)).json().data;
    await expireHold(placed.order_id);
    const other = (await order(quick, show.id, 2)).json().data;
    await decide(quick, other.token, 'settlement');
    const res = await decide(late, placed.token, 'settlement');
    assert.equal(res.json().data.state, 'paid');
    const [row] = await history(late);
    assert.equal(row?.status, 'refund_due');
    assert.equal(row?.ticket_code, null);
    assert.equal(await stockOf(show.id), 0);
    const admin = await t.as('admin');
    const payment = (await admin.get('/api/v1/payment'))
      .json()
      .data.find((p: { order_id: string }) => p.order_id === placed.order_id);
    assert.equal(payment.transaction_status, 'settlement');
    assert.equal(payment.needsRefund, true);
  });

  test('a refund revokes the ticket and frees its seats', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 4 });
    const user = await t.newUser();
    const placed = (await order(user, show.id, 2)).json().data;
    await decide(user, placed.token, 'settlement');
    const code = (await history(user))[0]?.ticket_code ?? '';
    const refund = await providerNotification(t, {
      order_id: placed.order_id,
      transaction_status: 'refund',
      gross_amount: 150000,
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/webhook', payload: refund });
    assert.equal(res.json().data.state, 'refunded');
    assert.equal((await history(user))[0]?.status, 'refunded');
    assert.equal(await stockOf(show.id), 4);
    const admin = await t.as('admin');
    assert.equal((await admin.post('/api/v1/tiket/checkin', { code })).json().data.result, 'unknown');
  });
});

describe('POST /tiket/checkin', () => {
  test('answers valid once, then already used; unknown codes and non-admins are refused', async () => {
    const show = await createShow(t);
    const user = await t.newUser();
    const placed = (await order(user, show.id, 2)).json().data;
    await decide(user, placed.token, 'settlement');
    const code = (await history(user))[0]?.ticket_code ?? '';
    const admin = await t.as('admin');
    assert.equal((await user.post('/api/v1/tiket/checkin', { code })).statusCode, 403);
    const first = (await admin.post('/api/v1/tiket/checkin', { code: ` ${code.toLowerCase()} ` })).json().data;
    assert.equal(first.result, 'valid');
    assert.equal(first.message, checkinMessages.valid);
    assert.equal(first.order.jumlah_tiket, 2);
    const second = (await admin.post('/api/v1/tiket/checkin', { code })).json().data;
    assert.equal(second.result, 'used');
    assert.equal(
      (await admin.post('/api/v1/tiket/checkin', { code: 'TKT-0000-0000-0000' })).json().data.result,
      'unknown',
    );
    const pending = (await order(user, show.id, 1)).json().data;
    assert.ok(pending.token);
    assert.equal((await admin.post('/api/v1/tiket/checkin', { code: pending.order_id })).json().data.result, 'unknown');
  });
});

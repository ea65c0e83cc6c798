import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ticketMessages } from '@teater/contract';
import { buildTestApp, type TestApp } from '../test/app.js';
import { doorTicketOf } from '../test/door-fixture.js';
import { createShow, decide, historyOf, hoursFromNow, order, stockOf, TEST_SANDBOX_KEY } from '../test/payments.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

// POST /tiket/user/pesan

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
  assert.equal(await stockOf(t, show.id), 8);
  // The public list is cached; an order must not leave it showing the old stock.
  const listed = (await (await t.as('anonymous')).get('/api/v1/tiket'))
    .json()
    .data.find((s: { id: number }) => s.id === show.id);
  assert.equal(listed.jumlah_stok_tiket, 8);
  const [row] = await historyOf(user);
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
  assert.equal(await stockOf(t, show.id), 90);
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
  assert.equal(await stockOf(t, show.id), 100);
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
    assert.equal(await stockOf(t, show.id), 100);
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
  assert.equal(await stockOf(t, show.id), 1);
});

// GET /door/shows/:id/tickets

test("the door's list holds each seat of paid orders, not pending ones; members are refused", async () => {
  const show = await createShow(t);
  const user = await t.newUser();
  const placed = (await order(user, show.id, 2)).json().data;
  await decide(user, placed.token, 'settlement');
  const code = (await historyOf(user))[0]?.ticket_code ?? '';
  const admin = await t.as('admin');
  assert.equal((await user.get(`/api/v1/door/shows/${show.id}/tickets`)).statusCode, 403);
  const first = await doorTicketOf(admin, show.id, code);
  assert.deepEqual([first?.status, first?.seat, first?.of, first?.admittedAt], ['valid', 1, 2, null]);
  const pending = (await order(user, show.id, 1)).json().data;
  assert.ok(pending.token);
  const listed = (await admin.get(`/api/v1/door/shows/${show.id}/tickets`)).json();
  assert.equal(listed.data.length, 2);
  assert.equal(listed.meta.sold, 2);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { categoryMessages, ticketMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../test/app.js';
import { admin, t, useBoxOffice } from '../test/box-office-fixture.js';
import {
  categoryIdsOf,
  createShow,
  decide,
  hoursFromNow,
  order,
  orderCategories,
  seatsLeftOf,
  TEST_SANDBOX_KEY,
  threeCategories,
} from '../test/payments.js';
import { ticketOrders } from './schema.js';

useBoxOffice();

// orders across categories

test('the server prices each category; the history and the admin list show the seats per category', async () => {
  const show = await createShow(t, { categories: threeCategories });
  const [reguler, , vip] = categoryIdsOf(show);
  const buyer = await t.newUser();
  const res = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti',
    no_telp: '081234567890',
    id_tiket: show.id,
    categories: [
      { id: reguler, count: 2 },
      { id: vip, count: 1 },
    ],
    total_harga: 1,
  });
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().data.gross_amount, 2 * 75_000 + 150_000);
  assert.deepEqual(await seatsLeftOf(t, show.id), [98, 40, 19]);
  const [row] = (await buyer.get('/api/v1/tiket/user/history')).json().data;
  assert.equal(row.jumlah_tiket, 3);
  assert.deepEqual(row.categories, [
    { name: 'Reguler', count: 2, price: 75_000 },
    { name: 'VIP', count: 1, price: 150_000 },
  ]);
  assert.equal((await decide(buyer, res.json().data.token, 'settlement')).statusCode, 200);
  const [paid] = (await buyer.get('/api/v1/tiket/user/history')).json().data;
  assert.deepEqual(
    paid.tickets.map((s: { seat: number; category: string }) => [s.seat, s.category]),
    [
      [1, 'Reguler'],
      [2, 'Reguler'],
      [3, 'VIP'],
    ],
  );
  const listed = (await admin.get(`/api/v1/tiket/orders?q=${res.json().data.order_id}`)).json().data;
  assert.deepEqual(
    listed[0].categories.map((l: { name: string; count: number }) => [l.name, l.count]),
    [
      ['Reguler', 2],
      ['VIP', 1],
    ],
  );
  const csv = await admin.get(`/api/v1/tiket/orders/export.csv?q=${res.json().data.order_id}`);
  assert.match(csv.body, /2× Reguler, 1× VIP/);
});

test('1 to 10 tickets in all, each category of the show, each inside its own window', async () => {
  const show = await createShow(t, {
    categories: [
      ...threeCategories.slice(0, 2),
      { ...threeCategories[2], sales_start: hoursFromNow(24), sales_end: hoursFromNow(48) },
    ],
  });
  const [reguler, pelajar, vip] = categoryIdsOf(show);
  const other = await createShow(t);
  const buyer = await t.newUser();
  const over = await orderCategories(buyer, show.id, [
    [reguler, 6],
    [pelajar, 5],
  ]);
  assert.equal(over.statusCode, 400);
  assert.equal(over.json().errors.jumlah_tiket, ticketMessages.maxPerOrder);
  const none = await orderCategories(buyer, show.id, [[reguler, 0]]);
  assert.equal(none.json().errors.jumlah_tiket, ticketMessages.minPerOrder);
  const foreign = await orderCategories(buyer, show.id, [[other.categories[0]?.id ?? 0, 1]]);
  assert.equal(foreign.statusCode, 400);
  assert.equal(foreign.json().message, categoryMessages.notFound);
  const early = await orderCategories(buyer, show.id, [
    [reguler, 1],
    [vip, 1],
  ]);
  assert.equal(early.statusCode, 400);
  assert.equal(early.json().message, ticketMessages.outsideSalesWindow);
  assert.deepEqual(await seatsLeftOf(t, show.id), [100, 40, 20]);
  const mismatch = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti',
    no_telp: '081234567890',
    id_tiket: show.id,
    jumlah_tiket: 3,
    categories: [{ id: reguler, count: 2 }],
  });
  assert.equal(mismatch.json().errors.jumlah_tiket, categoryMessages.countMismatch);
  const ten = await orderCategories(buyer, show.id, [
    [reguler, 5],
    [pelajar, 5],
  ]);
  assert.equal(ten.statusCode, 201);
});

test('cancelled, expired and refunded orders give each category its own seats back', async () => {
  const show = await createShow(t, { categories: threeCategories });
  const [reguler, pelajar, vip] = categoryIdsOf(show);
  const buyer = await t.newUser();
  const place = async (lines: [number, number][]) => (await orderCategories(buyer, show.id, lines)).json().data;
  const cancelled = await place([
    [reguler, 1],
    [vip, 2],
  ]);
  const expired = await place([
    [pelajar, 3],
    [vip, 1],
  ]);
  const refunded = await place([
    [reguler, 2],
    [pelajar, 1],
  ]);
  assert.deepEqual(await seatsLeftOf(t, show.id), [97, 36, 17]);
  const idOf = async (orderId: string) =>
    (await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, orderId)))[0]?.id;

  assert.equal((await buyer.post(`/api/v1/tiket/orders/${await idOf(cancelled.order_id)}/cancel`)).statusCode, 200);
  assert.deepEqual(await seatsLeftOf(t, show.id), [98, 36, 19]);

  await t.app.db
    .update(ticketOrders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(ticketOrders.order_id, expired.order_id));
  await buyer.get('/api/v1/tiket/user/history');
  assert.deepEqual(await seatsLeftOf(t, show.id), [98, 39, 20]);

  assert.equal((await decide(buyer, refunded.token, 'settlement')).statusCode, 200);
  assert.equal((await admin.post(`/api/v1/tiket/orders/${await idOf(refunded.order_id)}/refund`)).statusCode, 200);
  assert.deepEqual(await seatsLeftOf(t, show.id), [100, 40, 20]);
});

test('a show that has begun is refused and listed apart (lalu=true), not among those for sale', async () => {
  const past = await createShow(t, {
    nama_pertujukan: 'Sudah Lewat',
    tanggal_pertujukan: hoursFromNow(-1),
    tanggal_mulai_penjualan: hoursFromNow(-48),
    tanggal_selesai_penjualan: hoursFromNow(2),
  });
  const buyer = await t.newUser();
  const res = await order(buyer, past.id, 1);
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, categoryMessages.pastShow);
  const anonymous = await t.as('anonymous');
  const names = async (query: string) =>
    ((await anonymous.get(`/api/v1/tiket?${query}&limit=100`)).json().data as { nama_pertujukan: string }[]).map(
      (s) => s.nama_pertujukan,
    );
  assert.ok((await names('lalu=true&sort=-tanggal_pertujukan')).includes('Sudah Lewat'));
  assert.ok(!(await names('lalu=false&sort=tanggal_pertujukan')).includes('Sudah Lewat'));
});

test('when a show begins, the cached list of shows for sale drops it without any write', async () => {
  const quick = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, HOLD_SWEEP_SECONDS: '1' });
  try {
    const show = await createShow(quick, {
      tanggal_pertujukan: new Date(Date.now() + 4000).toISOString(),
      tanggal_mulai_penjualan: hoursFromNow(-2),
      tanggal_selesai_penjualan: hoursFromNow(-1),
    });
    const anonymous = await quick.as('anonymous');
    const forSale = async () =>
      ((await anonymous.get('/api/v1/tiket?lalu=false&sort=tanggal_pertujukan')).json().data as { id: number }[]).some(
        (s) => s.id === show.id,
      );
    assert.equal(await forSale(), true);
    const until = Date.now() + 20_000;
    while ((await forSale()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(await forSale(), false);
  } finally {
    await quick.close();
  }
});

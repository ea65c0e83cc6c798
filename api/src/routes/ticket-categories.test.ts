import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { categoryMessages, messages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { ticketOrders } from '../db/schema.js';
import { createShow, decide, order, orderCategories, seatsLeftOf, TEST_SANDBOX_KEY } from '../payments/testing.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';

let t: TestApp;
let admin: Caller;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
  admin = await t.as('admin');
});
after(() => t.close());

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const threeCategories = [
  { name: 'Reguler', price: 75_000, seats: 100 },
  { name: 'Pelajar', price: 50_000, seats: 40 },
  { name: 'VIP', price: 150_000, seats: 20 },
];
const detail = async (id: number) => (await (await t.as('anonymous')).get(`/api/v1/tiket/${id}`)).json().data;
const idsOf = (show: { categories: { id: number }[] }) => show.categories.map((c) => c.id) as [number, number, number];

describe('the spec’s four ticket fields are the show’s first category', () => {
  test('a show made by the spec’s call has that one category; reading the fields shows it', async () => {
    const show = await createShow(t, { harga_tiket: 60_000, jumlah_stok_tiket: 30, nama_kategori_tiket: 'Umum' });
    const read = await detail(show.id);
    assert.deepEqual(
      [read.nama_kategori_tiket, read.harga_tiket, read.harga_kategori_tiket, read.jumlah_stok_tiket],
      ['Umum', 60_000, 60_000, 30],
    );
    assert.equal(read.categories.length, 1);
    assert.deepEqual(
      { ...read.categories[0], id: 0 },
      {
        id: 0,
        name: 'Umum',
        price: 60_000,
        seats: 30,
        seats_left: 30,
        sales_start: null,
        sales_end: null,
        has_orders: false,
      },
    );
  });

  test('writing them edits the first category only; the seats left become the given count', async () => {
    const show = await createShow(t, { categories: threeCategories });
    const buyer = await t.newUser();
    assert.equal((await order(buyer, show.id, 3)).statusCode, 201);
    const patched = await admin.patch(`/api/v1/tiket/${show.id}`, {
      nama_kategori_tiket: 'Reguler Baru',
      harga_tiket: 80_000,
      jumlah_stok_tiket: 50,
    });
    assert.equal(patched.statusCode, 200, patched.body);
    const read = await detail(show.id);
    assert.deepEqual(
      read.categories.map((c: { name: string; price: number; seats: number; seats_left: number }) => [
        c.name,
        c.price,
        c.seats,
        c.seats_left,
      ]),
      [
        ['Reguler Baru', 80_000, 53, 50],
        ['Pelajar', 50_000, 40, 40],
        ['VIP', 150_000, 20, 20],
      ],
    );
    assert.equal(read.harga_kategori_tiket, 80_000);
    assert.equal(read.jumlah_stok_tiket, 50);
  });

  test('a PUT of the nine fields changes the first category and keeps the others', async () => {
    const show = await createShow(t, { categories: threeCategories });
    const res = await admin.put(`/api/v1/tiket/${show.id}`, {
      nama_pertujukan: 'Malam Jahanam',
      harga_tiket: 70_000,
      tanggal_pertujukan: hoursFromNow(24 * 14),
      tempat_pertujukan: 'Gedung Kesenian',
      tanggal_mulai_penjualan: hoursFromNow(-1),
      tanggal_selesai_penjualan: hoursFromNow(24 * 13),
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 70_000,
      jumlah_stok_tiket: 90,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().data.categories.map((c: { price: number; seats_left: number }) => [c.price, c.seats_left]),
      [
        [70_000, 90],
        [50_000, 40],
        [150_000, 20],
      ],
    );
  });

  test('both prices are one price: different values are refused, as is sending both shapes', async () => {
    const differ = await admin.post('/api/v1/tiket', {
      nama_pertujukan: 'Dua Harga',
      harga_tiket: 50_000,
      tanggal_pertujukan: hoursFromNow(48),
      tempat_pertujukan: 'Taman Budaya',
      tanggal_mulai_penjualan: hoursFromNow(-1),
      tanggal_selesai_penjualan: hoursFromNow(24),
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 75_000,
      jumlah_stok_tiket: 10,
    });
    assert.equal(differ.statusCode, 400);
    assert.equal(differ.json().errors.harga_kategori_tiket, categoryMessages.priceMismatch);
    const show = await createShow(t);
    const both = await admin.patch(`/api/v1/tiket/${show.id}`, { harga_tiket: 1000, categories: threeCategories });
    assert.equal(both.statusCode, 400);
    assert.equal(both.json().errors.categories, categoryMessages.bothShapes);
  });
});

describe('a show’s category list', () => {
  test('is edited as a whole: renamed, repriced, reseated, windowed, added and removed', async () => {
    const show = await createShow(t, { categories: threeCategories });
    const [reguler, pelajar] = idsOf(show);
    const res = await admin.patch(`/api/v1/tiket/${show.id}`, {
      categories: [
        { id: pelajar, name: 'Pelajar/Mahasiswa', price: 45_000, seats: 60, sales_end: hoursFromNow(24) },
        { id: reguler, name: 'Reguler', price: 75_000, seats: 100 },
        { name: 'Keluarga', price: 200_000, seats: 10 },
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    const read = await detail(show.id);
    assert.deepEqual(
      read.categories.map((c: { name: string; price: number; seats: number }) => [c.name, c.price, c.seats]),
      [
        ['Pelajar/Mahasiswa', 45_000, 60],
        ['Reguler', 75_000, 100],
        ['Keluarga', 200_000, 10],
      ],
    );
    assert.ok(read.categories[0].sales_end);
    // the spec's fields follow the new first category
    assert.equal(read.nama_kategori_tiket, 'Pelajar/Mahasiswa');
  });

  test('a category with sales cannot be deleted (409, in Indonesian), and nothing of the write is kept', async () => {
    const show = await createShow(t, { categories: threeCategories });
    const [reguler, pelajar, vip] = idsOf(show);
    const buyer = await t.newUser();
    assert.equal((await orderCategories(buyer, show.id, [[vip, 1]])).statusCode, 201);
    const res = await admin.patch(`/api/v1/tiket/${show.id}`, {
      nama_pertujukan: 'Nama Baru',
      categories: [
        { id: reguler, name: 'Reguler', price: 1, seats: 100 },
        { id: pelajar, name: 'Pelajar', price: 50_000, seats: 40 },
      ],
    });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, 'Kategori VIP sudah memiliki pesanan sehingga tidak dapat dihapus');
    const read = await detail(show.id);
    assert.equal(read.nama_pertujukan, 'Malam Jahanam');
    assert.equal(read.categories.length, 3);
    assert.equal(read.categories[0].price, 75_000);
    assert.equal(read.categories[2].has_orders, true);
  });

  test('seats cannot go below those taken; an id of another show is refused; at least one category', async () => {
    const show = await createShow(t, { categories: threeCategories });
    const other = await createShow(t);
    const [reguler, pelajar, vip] = idsOf(show);
    const buyer = await t.newUser();
    assert.equal((await orderCategories(buyer, show.id, [[pelajar, 4]])).statusCode, 201);
    const categories = (pelajarSeats: number, extra: object[] = []) => [
      { id: reguler, name: 'Reguler', price: 75_000, seats: 100 },
      { id: pelajar, name: 'Pelajar', price: 50_000, seats: pelajarSeats },
      { id: vip, name: 'VIP', price: 150_000, seats: 20 },
      ...extra,
    ];
    const below = await admin.patch(`/api/v1/tiket/${show.id}`, { categories: categories(3) });
    assert.equal(below.statusCode, 409);
    assert.equal(below.json().errors['categories.1.seats'], categoryMessages.seatsBelowTaken('Pelajar', 4));
    assert.equal((await admin.patch(`/api/v1/tiket/${show.id}`, { categories: categories(4) })).statusCode, 200);
    assert.deepEqual(await seatsLeftOf(t, show.id), [100, 0, 20]);

    const foreign = await admin.patch(`/api/v1/tiket/${show.id}`, {
      categories: categories(4, [{ id: other.categories[0]?.id, name: 'Curian', price: 1, seats: 1 }]),
    });
    assert.equal(foreign.statusCode, 400);
    assert.equal(foreign.json().errors['categories.3.id'], categoryMessages.notFound);
    const none = await admin.patch(`/api/v1/tiket/${show.id}`, { categories: [] });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().errors.categories, categoryMessages.required);
    const twice = await admin.patch(`/api/v1/tiket/${show.id}`, {
      categories: categories(4, [{ ...threeCategories[2] }]),
    });
    assert.equal(twice.json().errors['categories.3.name'], categoryMessages.duplicateName);
  });
});

describe('orders across categories', () => {
  test('the server prices each category; the history and the admin list show the seats per category', async () => {
    const show = await createShow(t, { categories: threeCategories });
    const [reguler, , vip] = idsOf(show);
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
    const [reguler, pelajar, vip] = idsOf(show);
    const other = await createShow(t);
    const buyer = await t.newUser();
    const over = await orderCategories(buyer, show.id, [
      [reguler, 6],
      [pelajar, 5],
    ]);
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().errors.jumlah_tiket, messages.tickets.maxPerOrder);
    const none = await orderCategories(buyer, show.id, [[reguler, 0]]);
    assert.equal(none.json().errors.jumlah_tiket, messages.tickets.minPerOrder);
    const foreign = await orderCategories(buyer, show.id, [[other.categories[0]?.id ?? 0, 1]]);
    assert.equal(foreign.statusCode, 400);
    assert.equal(foreign.json().message, categoryMessages.notFound);
    const early = await orderCategories(buyer, show.id, [
      [reguler, 1],
      [vip, 1],
    ]);
    assert.equal(early.statusCode, 400);
    assert.equal(early.json().message, messages.tickets.outsideSalesWindow);
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
    const [reguler, pelajar, vip] = idsOf(show);
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
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { categoryMessages, httpMessages } from '@teater/contract';
import { admin, t, useBoxOffice } from '../test/box-office-fixture.js';
import {
  categoryIdsOf,
  createShow,
  hoursFromNow,
  order,
  orderCategories,
  seatsLeftOf,
  threeCategories,
} from '../test/payments.js';

useBoxOffice();

const detail = async (id: number) => (await (await t.as('anonymous')).get(`/api/v1/tiket/${id}`)).json().data;

// /tiket: shows

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

test('a show cannot be saved with its sales opening after it: created or edited, said in Indonesian', async () => {
  await assert.rejects(
    createShow(t, {
      tanggal_pertujukan: '2020-03-14T12:00:00.000Z',
      tanggal_mulai_penjualan: hoursFromNow(-1),
      tanggal_selesai_penjualan: hoursFromNow(24),
    }),
    /Mulai penjualan harus sebelum tanggal pertunjukan/,
  );
  const show = await createShow(t);
  const moved = await admin.patch(`/api/v1/tiket/${show.id}`, { tanggal_pertujukan: '2020-03-14T12:00:00.000Z' });
  assert.equal(moved.statusCode, 400);
  assert.equal(moved.json().errors.tanggal_mulai_penjualan, 'Mulai penjualan harus sebelum tanggal pertunjukan');
});

// the spec’s four ticket fields are the show’s first category

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
      member_price: null,
      member_sales_start: null,
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

// a show’s category list

test('is edited as a whole: renamed, repriced, reseated, windowed, added and removed', async () => {
  const show = await createShow(t, { categories: threeCategories });
  const [reguler, pelajar] = categoryIdsOf(show);
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
  const [reguler, pelajar, vip] = categoryIdsOf(show);
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
  const [reguler, pelajar, vip] = categoryIdsOf(show);
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

test('a show without orders is deleted with its categories; one with orders stays (409)', async () => {
  const empty = await createShow(t, { categories: threeCategories });
  assert.equal((await admin.delete(`/api/v1/tiket/${empty.id}`)).statusCode, 200);
  assert.deepEqual(await seatsLeftOf(t, empty.id), []);
  const sold = await createShow(t);
  assert.equal((await order(await t.newUser(), sold.id, 1)).statusCode, 201);
  const refused = await admin.delete(`/api/v1/tiket/${sold.id}`);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().message, httpMessages.inUse);
});

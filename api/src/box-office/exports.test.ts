import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';

let t: TestApp;
let admin: Caller;
const PAYMENTS = 2500;

before(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  // More rows than one batch (1,000), with a name that needs UTF-8 and a comma that needs quoting.
  await t.app.db.execute(sql`
    INSERT INTO payments (order_id, kind, buyer_name, buyer_email, gross_amount, transaction_status, "createdAt")
    SELECT 'EXP-' || i, CASE WHEN i % 2 = 0 THEN 'subscription' ELSE 'ticket' END,
      CASE WHEN i = 7 THEN 'Ñoman, Putu' ELSE 'Pembeli ' || i END, 'pembeli' || i || '@contoh.id',
      65000, CASE WHEN i % 5 = 0 THEN 'pending' ELSE 'settlement' END, now() - i * interval '1 hour'
    FROM generate_series(1, ${PAYMENTS}) AS i`);
});
after(() => t.close());

const lines = (body: string) => body.replace(/\r?\n$/, '').split(/\r?\n/);

test('payments download as CSV: BOM, Indonesian headers, every row across batches, newest record first', async () => {
  const res = await admin.get('/api/v1/payment/export.csv');
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
  assert.match(String(res.headers['content-disposition']), /^attachment; filename="pembayaran-\d{8}\.csv"$/);
  assert.equal(res.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf');
  const rows = lines(res.body.slice(1));
  assert.equal(
    rows[0],
    'Order ID,Jenis,Nama,Email,Jumlah (Rp),Status,Perlu refund,Akun dihapus,Tanggal (WIB),Kanal,Metode',
  );
  assert.equal(rows.length, PAYMENTS + 1);
  assert.match(rows[1] ?? '', /^EXP-2500,Langganan,Pembeli 2500,pembeli2500@contoh.id,65000,Belum Lunas,,Ya,\d/);
  assert.match(rows.at(-1) ?? '', /^EXP-1,Tiket,Pembeli 1,pembeli1@contoh.id,65000,Lunas,,Ya,/);
  assert.ok(rows.some((row) => row.startsWith('EXP-7,Tiket,"Ñoman, Putu",')));
});

test('the list filters and search apply to the download', async () => {
  const pending = lines((await admin.get('/api/v1/payment/export.csv?transaction_status=pending')).body.slice(1));
  assert.equal(pending.length, PAYMENTS / 5 + 1);
  assert.ok(pending.slice(1).every((row) => row.includes(',Belum Lunas,')));
  const one = lines((await admin.get('/api/v1/payment/export.csv?q=pembeli42@')).body.slice(1));
  assert.deepEqual(
    one.slice(1).map((row) => row.split(',')[0]),
    ['EXP-42'],
  );
  assert.equal((await admin.get('/api/v1/payment/export.csv?sort=password_hash')).statusCode, 400);
});

test('accounts and ticket orders download too; only admins may', async () => {
  const accounts = lines((await admin.get('/api/v1/users/export.csv')).body.slice(1));
  assert.equal(accounts[0], 'Nama,Email,Role,Langganan sampai (WIB),Terdaftar (WIB)');
  assert.ok(accounts.length >= 2);
  const orders = await admin.get('/api/v1/tiket/orders/export.csv');
  assert.equal(orders.statusCode, 200);
  assert.match(orders.body, /^\uFEFFOrder ID,Pertunjukan,Nama,Email,/);
  const user = await t.as('user');
  for (const url of ['/api/v1/payment/export.csv', '/api/v1/users/export.csv', '/api/v1/tiket/orders/export.csv']) {
    assert.equal((await (await t.as('anonymous')).get(url)).statusCode, 401);
    assert.equal((await user.get(url)).statusCode, 403);
  }
});

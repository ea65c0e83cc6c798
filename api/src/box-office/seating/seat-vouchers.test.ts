import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildTestApp, type Caller, type TestApp } from '../../test/app.js';
import { TEST_SANDBOX_KEY } from '../../test/payments.js';
import { orderSeats, seatedShow, seatId } from '../../test/seating.js';

// Vouchers on seat orders: the existing vouchers, a zone being a category (Reguler 50.000, Balkon 30.000).
let t: TestApp;
let admin: Caller;
let show: Awaited<ReturnType<typeof seatedShow>>;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
  admin = await t.as('admin');
  show = await seatedShow(t);
});
after(() => t.close());

async function voucher(code: string, body: Record<string, unknown>) {
  const res = await admin.post('/api/v1/vouchers', { code, kind: 'percent', amount: 50, ...body });
  assert.equal(res.statusCode, 201, res.body);
}
const withVoucher = (buyer: Caller, seats: number[], voucherCode: string) =>
  buyer.post('/api/v1/tiket/user/pesan-kursi', {
    nama_user: 'Siti Aminah',
    no_telp: '0812-3456-7890',
    id_tiket: show.id,
    seats,
    voucher: voucherCode,
  });

test('a voucher of one zone takes its discount off that zone’s seats only', async () => {
  await voucher('BALKON50', { show_ids: [show.id], category_ids: [show.balkon] });
  const seats = [seatId(show.map, 'Tengah', 'B', '1'), seatId(show.map, 'Balkon', 'A', '1')];
  const placed = await withVoucher(await t.newUser('user'), seats, 'balkon50');
  assert.equal(placed.statusCode, 201, placed.body);
  assert.deepEqual([placed.json().data.total_harga, placed.json().data.discount], [65_000, 15_000]);
});

test('a voucher of another zone is refused and takes no seat; a show-wide voucher discounts every seat', async () => {
  await voucher('HANYABALKON', { show_ids: [show.id], category_ids: [show.balkon] });
  const tengah = seatId(show.map, 'Tengah', 'B', '2');
  const refused = await withVoucher(await t.newUser('user'), [tengah], 'HANYABALKON');
  assert.ok(refused.statusCode >= 400 && refused.statusCode < 500, refused.body);
  // the seat is still free: the order was refused as a whole
  assert.equal((await orderSeats(await t.newUser('user'), show.id, { seats: [tengah] })).statusCode, 201);

  await voucher('SEMUA10', { kind: 'fixed', amount: 10_000 });
  const both = [seatId(show.map, 'Tengah', 'B', '3'), seatId(show.map, 'Balkon', 'A', '3')];
  const placed = await withVoucher(await t.newUser('user'), both, 'SEMUA10');
  assert.equal(placed.statusCode, 201, placed.body);
  assert.deepEqual([placed.json().data.total_harga, placed.json().data.discount], [70_000, 10_000]);
});

test('a voucher used up on a seat order is refused on the next, and an unknown code is a 4xx', async () => {
  await voucher('SEKALI', { max_uses: 1 });
  assert.equal(
    (await withVoucher(await t.newUser('user'), [seatId(show.map, 'Tengah', 'D', '5')], 'SEKALI')).statusCode,
    201,
  );
  const again = await withVoucher(await t.newUser('user'), [seatId(show.map, 'Tengah', 'D', '6')], 'SEKALI');
  assert.equal(again.statusCode, 409, again.body);
  const unknown = await withVoucher(await t.newUser('user'), [seatId(show.map, 'Tengah', 'D', '7')], 'TIDAKADA');
  assert.ok(unknown.statusCode >= 400 && unknown.statusCode < 500);
});

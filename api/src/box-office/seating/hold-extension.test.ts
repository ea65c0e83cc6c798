import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TicketPurchase } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { withStaffFactors } from '../../test/access-matrix/roles.js';
import { buildTestApp, type Caller, type TestApp } from '../../test/app.js';
import { doorDevice } from '../../test/door-fixture.js';
import { TEST_SANDBOX_KEY } from '../../test/payments.js';
import { mapOf, orderSeats, seatedShow, seatId } from '../../test/seating.js';
import { ticketOrders } from '../schema.js';
import { expireStaleOrders } from '../seat-holds.js';

// The buyer's hold: a countdown on their pending order, extended once by the hold time again.
let t: TestApp;
let show: Awaited<ReturnType<typeof seatedShow>>;
before(async () => {
  t = withStaffFactors(await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, STAFF_SECOND_FACTOR: 'required' }));
  show = await seatedShow(t);
});
after(() => t.close());

const HOLD_MS = 15 * 60_000;

async function pendingSeatOrder(buyer: Caller, number: string) {
  const placed = await orderSeats(buyer, show.id, { seats: [seatId(show.map, 'Tengah', 'C', number)] });
  assert.equal(placed.statusCode, 201, placed.body);
  const [order] = (await buyer.get('/api/v1/tiket/user/history')).json().data as TicketPurchase[];
  assert.ok(order);
  return order;
}

const stateOf = async (number: string) =>
  (await mapOf(t, show.id)).seats.find((s) => s.id === seatId(show.map, 'Tengah', 'C', number))?.state;

test('a buyer extends their order’s hold once: the seat stays theirs until the new time, then the sweep frees it', async () => {
  const buyer = await t.newUser('user');
  const order = await pendingSeatOrder(buyer, '1');
  assert.equal(order.hold_extended, false);
  const held = Date.parse(order.expiresAt);

  const extended = await buyer.post(`/api/v1/tiket/orders/${order.id}/extend`);
  assert.equal(extended.statusCode, 200, extended.body);
  assert.equal(extended.json().message, 'Waktu penahanan kursi diperpanjang.');
  assert.equal(Date.parse(extended.json().data.expiresAt), held + HOLD_MS);
  const [row] = (await buyer.get('/api/v1/tiket/user/history')).json().data as TicketPurchase[];
  assert.deepEqual([row?.hold_extended, row?.expiresAt], [true, extended.json().data.expiresAt]);

  // once only
  const again = await buyer.post(`/api/v1/tiket/orders/${order.id}/extend`);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().message, 'Waktu penahanan pesanan ini sudah pernah diperpanjang.');

  // the old time passes: still held; the new one passes: the sweep frees the seat
  await expireStaleOrders(t.app.db, new Date(held + 1000), { tiketId: show.id });
  assert.equal(await stateOf('1'), 'taken');
  await expireStaleOrders(t.app.db, new Date(held + HOLD_MS + 1000), { tiketId: show.id });
  assert.equal(await stateOf('1'), 'free');
});

test('two taps at once extend a hold once', async () => {
  const buyer = await t.newUser('user');
  const order = await pendingSeatOrder(buyer, '2');
  const answers = await Promise.all([1, 2, 3].map(() => buyer.post(`/api/v1/tiket/orders/${order.id}/extend`)));
  assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409, 409]);
  const [row] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id));
  assert.equal(row?.expiresAt.getTime(), Date.parse(order.expiresAt) + HOLD_MS);
});

test('a hold that ended, or an order paid or cancelled, is not extended', async () => {
  const buyer = await t.newUser('user');
  const late = await pendingSeatOrder(buyer, '3');
  await t.app.db
    .update(ticketOrders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(ticketOrders.id, late.id));
  const ended = await buyer.post(`/api/v1/tiket/orders/${late.id}/extend`);
  assert.equal(ended.statusCode, 409);
  assert.equal(ended.json().message, 'Batas waktu pembayaran pesanan ini sudah lewat. Silakan pesan lagi.');

  const other = await t.newUser('user');
  const mine = await pendingSeatOrder(other, '4');
  assert.equal((await other.post(`/api/v1/tiket/orders/${mine.id}/cancel`)).statusCode, 200);
  const cancelled = await other.post(`/api/v1/tiket/orders/${mine.id}/extend`);
  assert.equal(cancelled.statusCode, 409);
  assert.equal(cancelled.json().message, 'Pesanan ini tidak lagi menunggu pembayaran.');
});

test('hostile callers: another member, a password-only staff session, a door pass, no session, bad bytes', async () => {
  const buyer = await t.newUser('user');
  const order = await pendingSeatOrder(buyer, '5');
  const extend = (c: Caller, id: string | number = order.id) => c.post(`/api/v1/tiket/orders/${id}/extend`);
  const admin = await t.as('admin');
  const callers: [string, Caller, number][] = [
    ['anonymous', await t.as('anonymous'), 401],
    ['another member', await t.newUser('user'), 403],
    // newUser logs in with the password alone: on this site, that staff session waits for its factor
    ['password-only staff', await t.newUser('admin'), 403],
    ['door pass', (await doorDevice(t, admin, 'Pintu Tahan', show.id)).caller, 403],
    // a staff session with its factor is still not the buyer
    ['an admin', admin, 403],
  ];
  for (const [who, caller, status] of callers) {
    assert.equal((await extend(caller)).statusCode, status, who);
  }
  assert.equal((await extend(buyer, 'abc')).statusCode, 400);
  assert.equal((await extend(buyer, '%00')).statusCode, 400);
  assert.equal((await extend(buyer, 987_654)).statusCode, 404);
  // nothing was extended by them: the buyer's own one extension is still there
  assert.equal((await extend(buyer)).statusCode, 200);
});

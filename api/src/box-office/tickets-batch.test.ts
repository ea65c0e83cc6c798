import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { newOrderId } from '../payments/order-id.js';
import { payments } from '../payments/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createShow, stockOf as firstStockOf, order, seatsLeftOf, TEST_SANDBOX_KEY } from '../test/payments.js';
import { ticketOrderLines, ticketOrders } from './schema.js';
import { type NewTicketOrder, placeOrders } from './seat-placement.js';

// Orders arriving while one is being placed go together in one statement (group placement): it
// must answer each exactly as if they had come one after the other.
let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

/** Orders of the show's first category (a number) or of seats per category (`[id, count]` pairs). */
async function wanted(
  tiketId: number,
  shapes: (number | [number, number][])[],
  at = new Date(),
): Promise<NewTicketOrder[]> {
  const buyer = await t.newUser();
  const userId = buyer.id ?? 0;
  return shapes.map((shape) => ({
    tiketId,
    lines: typeof shape === 'number' ? [{ id: null, count: shape }] : shape.map(([id, count]) => ({ id, count })),
    userId,
    nama_user: 'Siti Aminah',
    buyer: { name: 'Siti Aminah', email: 'siti@contoh.id' },
    no_telp: '0812-3456-7890',
    order_id: newOrderId('ticket', userId),
    expiresAt: new Date(at.getTime() + 15 * 60_000),
    now: at,
    member: false,
  }));
}

const stockOf = (id: number) => firstStockOf(t, id);

test('a batch is placed first come first served: a later small order takes the seats an earlier big one could not', async () => {
  const show = await createShow(t, { jumlah_stok_tiket: 4, harga_tiket: 50_000 });
  const orders = await wanted(show.id, [3, 3, 1, 1]);
  const placements = await placeOrders(t.app.db, show.id, orders);
  assert.deepEqual(
    placements.map((p) => p.result),
    ['placed', 'short', 'placed', 'short'],
  );
  assert.equal(await stockOf(show.id), 0);
  const placedIds = [orders[0]?.order_id ?? '', orders[2]?.order_id ?? ''];
  const rows = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.id_tiket, show.id));
  assert.deepEqual(rows.map((r) => r.order_id).sort(), [...placedIds].sort());
  const paid = await t.app.db.select().from(payments).where(inArray(payments.order_id, placedIds));
  assert.deepEqual(
    paid.map((p) => p.gross_amount).sort((a, b) => a - b),
    [50_000, 150_000],
  );
});

test('a batch checks the sales window at each order time, and a missing show places nothing', async () => {
  const show = await createShow(t, { jumlah_stok_tiket: 10 });
  const early = await wanted(show.id, [2], new Date(Date.now() - 2 * 3_600_000));
  const onTime = await wanted(show.id, [2, 3]);
  const placements = await placeOrders(t.app.db, show.id, [...onTime.slice(0, 1), ...early, ...onTime.slice(1)]);
  assert.deepEqual(
    placements.map((p) => p.result),
    ['placed', 'closed', 'placed'],
  );
  assert.equal(await stockOf(show.id), 5);

  const missing = await placeOrders(t.app.db, 987_654, await wanted(987_654, [1, 2]));
  assert.deepEqual(
    missing.map((p) => p.result),
    ['missing', 'missing'],
  );
});

test('buyers of mixed amounts racing: no seat sold twice, and nobody refused while their seats were left', async () => {
  const show = await createShow(t, { jumlah_stok_tiket: 10 });
  const callers = await Promise.all(Array.from({ length: 24 }, () => t.newUser()));
  const counts = callers.map((_, i) => 1 + (i % 3));
  const answers = await Promise.all(callers.map((c, i) => order(c, show.id, counts[i])));
  const left = (await stockOf(show.id)) ?? -1;
  const sold = counts.filter((_, i) => answers[i]?.statusCode === 201).reduce((n, c) => n + c, 0);
  const refused = counts.filter((_, i) => answers[i]?.statusCode === 409);
  assert.equal(
    sold + refused.reduce((n, c) => n + c, 0),
    counts.reduce((n, c) => n + c, 0),
  );
  assert.equal(sold + left, 10);
  const rows = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.id_tiket, show.id));
  assert.equal(
    rows.reduce((n, r) => n + r.jumlah_tiket, 0),
    sold,
  );
  // The stock only went down: a refused order wanted more than was left when it was refused.
  for (const count of refused) assert.ok(count > left, `refused ${count} while ${left} left`);
});

test('a batch of orders across categories: each gets all its seats or none, first come first served', async () => {
  const show = await createShow(t, {
    categories: [
      { name: 'Reguler', price: 50_000, seats: 10 },
      { name: 'VIP', price: 150_000, seats: 4 },
    ],
  });
  const [reguler, vip] = show.categories.map((c) => c.id) as [number, number];
  const orders = await wanted(show.id, [
    [
      [reguler, 2],
      [vip, 2],
    ],
    // VIP has 2 left: refused, and its Reguler seats are not taken
    [
      [reguler, 1],
      [vip, 3],
    ],
    [[vip, 2]],
    [[reguler, 3]],
    // a category of another show
    [[987_654, 1]],
    // no line: the first category
    1,
  ]);
  const placements = await placeOrders(t.app.db, show.id, orders);
  assert.deepEqual(
    placements.map((p) => p.result),
    ['placed', 'short', 'placed', 'placed', 'unknown', 'placed'],
  );
  assert.deepEqual(await seatsLeftOf(t, show.id), [4, 0]);
  const first = placements[0];
  assert.ok(first?.result === 'placed');
  assert.equal(first.total, 2 * 50_000 + 2 * 150_000);
  assert.deepEqual(
    first.lines.map((l) => [l.name, l.count, l.price]),
    [
      ['Reguler', 2, 50_000],
      ['VIP', 2, 150_000],
    ],
  );
  const lines = await t.app.db
    .select()
    .from(ticketOrderLines)
    .where(inArray(ticketOrderLines.id_kategori, [reguler, vip]));
  assert.equal(
    lines.reduce((n, l) => n + l.count, 0),
    10,
  );
});

test('an order for a show that has begun is refused as past, before its window is looked at', async () => {
  const show = await createShow(t, { jumlah_stok_tiket: 10 });
  const later = new Date(Date.now() + 15 * 24 * 3_600_000);
  const [placement] = await placeOrders(t.app.db, show.id, await wanted(show.id, [1], later));
  assert.equal(placement?.result, 'past');
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createShow, order, orderCategories, seatsLeftOf, TEST_SANDBOX_KEY } from '../test/payments.js';
import { ticketOrderLines, ticketOrders } from './schema.js';

// Run with TEST_DB=postgres to race on real connections (the pool holds 10); PGlite serializes.
let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

async function race(stock: number, buyers: number, each: number) {
  const show = await createShow(t, { jumlah_stok_tiket: stock });
  const callers = await Promise.all(Array.from({ length: buyers }, () => t.newUser()));
  const answers = await Promise.all(callers.map((c) => order(c, show.id, each)));
  const orders = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.id_tiket, show.id));
  const [left] = await seatsLeftOf(t, show.id);
  return { answers: answers.map((a) => a.statusCode), left: left ?? -1, orders };
}

/** Seats each placed order holds per category id. */
async function linesOf(showId: number) {
  const orders = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.id_tiket, showId));
  const lines = orders.length
    ? await t.app.db
        .select()
        .from(ticketOrderLines)
        .where(
          inArray(
            ticketOrderLines.id_order,
            orders.map((o) => o.id),
          ),
        )
    : [];
  return { orders, lines };
}

test('many buyers racing for few seats: exactly the stock is sold', async () => {
  const { answers, left, orders } = await race(5, 30, 1);
  assert.equal(answers.filter((s) => s === 201).length, 5);
  assert.equal(answers.filter((s) => s === 409).length, 25);
  assert.equal(left, 0);
  assert.equal(
    orders.reduce((n, o) => n + o.jumlah_tiket, 0),
    5,
  );
});

test('buyers of several seats never push the stock below zero', async () => {
  const { answers, left, orders } = await race(7, 20, 3);
  const sold = orders.reduce((n, o) => n + o.jumlah_tiket, 0);
  assert.equal(answers.filter((s) => s === 201).length, 2);
  assert.equal(sold, 6);
  assert.equal(left, 1);
  assert.equal(sold + left, 7);
});

test('orders across two categories get all their seats or none: the plentiful one is not taken by refused orders', async () => {
  const show = await createShow(t, {
    categories: [
      { name: 'Reguler', price: 50_000, seats: 100 },
      { name: 'VIP', price: 150_000, seats: 5 },
    ],
  });
  const [reguler, vip] = show.categories.map((c) => c.id);
  assert.ok(reguler && vip);
  const callers = await Promise.all(Array.from({ length: 24 }, () => t.newUser()));
  const answers = await Promise.all(
    callers.map((c) =>
      orderCategories(c, show.id, [
        [reguler, 2],
        [vip, 1],
      ]),
    ),
  );
  assert.equal(answers.filter((a) => a.statusCode === 201).length, 5);
  assert.equal(answers.filter((a) => a.statusCode === 409).length, 19);
  assert.deepEqual(await seatsLeftOf(t, show.id), [90, 0]);
  const { orders, lines } = await linesOf(show.id);
  assert.equal(orders.length, 5);
  for (const placed of orders) {
    const own = lines.filter((l) => l.id_order === placed.id);
    assert.deepEqual(own.map((l) => [l.id_kategori, l.count]).sort(), [
      [reguler, 2],
      [vip, 1],
    ]);
    assert.equal(placed.total_harga, 2 * 50_000 + 150_000);
  }
});

test('mixed orders of one, the other or both categories: per category, seats sold plus seats left is the stock', async () => {
  const show = await createShow(t, {
    categories: [
      { name: 'Reguler', price: 50_000, seats: 9 },
      { name: 'Pelajar', price: 30_000, seats: 7 },
    ],
  });
  const [a, b] = show.categories.map((c) => c.id) as [number, number];
  const shapes: [number, number][][] = [
    [[a, 2]],
    [[b, 2]],
    [
      [a, 1],
      [b, 1],
    ],
    [
      [a, 3],
      [b, 2],
    ],
  ];
  const callers = await Promise.all(Array.from({ length: 28 }, () => t.newUser()));
  const answers = await Promise.all(callers.map((c, i) => orderCategories(c, show.id, shapes[i % 4] ?? [])));
  assert.ok(answers.every((res) => res.statusCode === 201 || res.statusCode === 409));
  const { orders, lines } = await linesOf(show.id);
  const placed = answers.filter((res) => res.statusCode === 201).length;
  assert.equal(orders.length, placed);
  const sold = (id: number) => lines.filter((l) => l.id_kategori === id).reduce((n, l) => n + l.count, 0);
  const [leftA, leftB] = await seatsLeftOf(t, show.id);
  assert.equal(sold(a) + (leftA ?? -1), 9);
  assert.equal(sold(b) + (leftB ?? -1), 7);
  // every placed order holds exactly the seats it asked for
  for (const o of orders) {
    const own = lines.filter((l) => l.id_order === o.id).reduce((n, l) => n + l.count, 0);
    assert.equal(own, o.jumlah_tiket);
  }
});

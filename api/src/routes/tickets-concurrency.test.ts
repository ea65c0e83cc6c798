import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ticketOrders, tikets } from '../db/schema.js';
import { createShow, order, TEST_SANDBOX_KEY } from '../payments/testing.js';
import { buildTestApp, type TestApp } from '../test/app.js';

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
  const [row] = await t.app.db.select().from(tikets).where(eq(tikets.id, show.id));
  const orders = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.id_tiket, show.id));
  return { answers: answers.map((a) => a.statusCode), left: row?.jumlah_stok_tiket ?? -1, orders };
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

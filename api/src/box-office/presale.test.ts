import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { categoryMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { payments } from '../payments/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createShow, hoursFromNow, orderCategories, showBody, TEST_SANDBOX_KEY } from '../test/payments.js';
import { ticketOrderLines, ticketOrders } from './schema.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

/** A show on sale to everyone in a day; its VIP category opens to active Sahabat an hour ago. */
const presaleShow = () =>
  createShow(t, {
    tanggal_mulai_penjualan: hoursFromNow(24),
    tanggal_selesai_penjualan: hoursFromNow(24 * 10),
    categories: [
      { name: 'Reguler', price: 75_000, seats: 50 },
      { name: 'VIP', price: 150_000, seats: 20, member_price: 120_000, member_sales_start: hoursFromNow(-1) },
    ],
  });

const orderOf = async (orderId: string) => {
  const [order] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, orderId));
  const lines = await t.app.db
    .select()
    .from(ticketOrderLines)
    .where(eq(ticketOrderLines.id_order, order?.id ?? 0));
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.order_id, orderId));
  return { order, lines, payment };
};

test('a Sahabat buys in the presale at the Sahabat price; a member without a subscription is refused', async () => {
  const show = await presaleShow();
  const [reguler, vip] = show.categories.map((c) => c.id) as [number, number];
  assert.equal(show.categories[1]?.member_price, 120_000);
  // the presale settings are the box office's: in the audit log, by category
  const [entry] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'ticket_categories'), eq(auditLog.record_id, vip)));
  assert.equal(entry?.action, 'create');
  assert.equal((entry?.after as { member_price?: number } | null)?.member_price, 120_000);
  const sahabat = await t.newUser('subscriber');
  const bought = await orderCategories(sahabat, show.id, [[vip, 2]]);
  assert.equal(bought.statusCode, 201, bought.body);
  assert.equal(bought.json().data.total_harga, 240_000);
  const { order, lines, payment } = await orderOf(bought.json().data.order_id);
  assert.equal(order?.total_harga, 240_000);
  assert.deepEqual(
    lines.map((l) => [l.count, l.price]),
    [[2, 120_000]],
  );
  assert.equal(payment?.gross_amount, 240_000);
  for (const role of ['user', 'expired'] as const) {
    const member = await t.newUser(role);
    const refused = await orderCategories(member, show.id, [[vip, 1]]);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, categoryMessages.presaleOnly);
  }
  // the presale is the VIP category's only: the Reguler one opens with the show's sale, for everyone
  const early = await orderCategories(sahabat, show.id, [[reguler, 1]]);
  assert.equal(early.statusCode, 400);
  assert.notEqual(early.json().message, categoryMessages.presaleOnly);
});

test('once the sale is open to everyone, members pay the price and Sahabat the Sahabat price', async () => {
  const show = await createShow(t, {
    categories: [{ name: 'VIP', price: 150_000, seats: 20, member_price: 120_000 }],
  });
  const vip = show.categories[0]?.id ?? 0;
  const member = await t.newUser();
  const sahabat = await t.newUser('subscriber');
  assert.equal((await orderCategories(member, show.id, [[vip, 1]])).json().data.total_harga, 150_000);
  assert.equal((await orderCategories(sahabat, show.id, [[vip, 1]])).json().data.total_harga, 120_000);
});

test('a Sahabat price above the price, or a presale not before the sale, is refused in Indonesian', async () => {
  const admin = await t.as('admin');
  const above = await admin.post(
    '/api/v1/tiket',
    showBody({
      nama_pertujukan: 'Harga Salah',
      categories: [
        { name: 'VIP', price: 100_000, seats: 10, member_price: 120_000 },
        {
          name: 'Reguler',
          price: 50_000,
          seats: 10,
          sales_start: hoursFromNow(5),
          member_sales_start: hoursFromNow(6),
        },
      ],
    }),
  );
  assert.equal(above.statusCode, 400);
  assert.equal(above.json().errors['categories.0.member_price'], categoryMessages.memberPriceAbove);
  assert.equal(above.json().errors['categories.1.member_sales_start'], categoryMessages.presaleAfterSale);
});

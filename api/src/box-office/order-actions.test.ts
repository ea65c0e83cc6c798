import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { orderMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { payments } from '../payments/schema.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { doorTicketOf } from '../test/door-fixture.js';
import { createShow, decide, stockOf as firstStockOf, order, TEST_SANDBOX_KEY } from '../test/payments.js';
import { ticketOrders } from './schema.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

const stockOf = (id: number) => firstStockOf(t, id);
const orderRow = async (orderId: string) =>
  (await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, orderId)))[0];
const paymentRow = async (orderId: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.order_id, orderId)))[0];
const mailsOf = async (kind: string, orderId: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupe_key, `${kind}:${orderId}`));

/** A pending order of two seats: its id, order id and sandbox token. */
async function pendingOrder(buyer: Caller, showId: number) {
  const res = await order(buyer, showId, 2);
  assert.equal(res.statusCode, 201, res.body);
  const { order_id, token } = res.json().data as { order_id: string; token: string };
  const row = await orderRow(order_id);
  assert.ok(row);
  return { id: row.id, order_id, token };
}

describe('a pending order', () => {
  test('its buyer resumes the payment while the seats are held, with the same checkout', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 10 });
    const buyer = await t.newUser();
    const placed = await pendingOrder(buyer, show.id);
    const resumed = await buyer.post(`/api/v1/tiket/orders/${placed.id}/resume`);
    assert.equal(resumed.statusCode, 200, resumed.body);
    assert.equal(resumed.json().data.token, placed.token);
    assert.equal(resumed.json().data.redirect_url, `/payment/sandbox/${placed.token}`);
    // nobody else may, not even to learn that it exists
    const stranger = await t.newUser();
    assert.equal((await stranger.post(`/api/v1/tiket/orders/${placed.id}/resume`)).statusCode, 403);
    // once its hold has run out, it cannot be paid any more
    await t.app.db
      .update(ticketOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ticketOrders.id, placed.id));
    const late = await buyer.post(`/api/v1/tiket/orders/${placed.id}/resume`);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, orderMessages.holdEnded);
  });

  test('cancelled by its buyer: the seats return at once, the checkout refuses, one mail', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 10 });
    const buyer = await t.newUser();
    const placed = await pendingOrder(buyer, show.id);
    assert.equal(await stockOf(show.id), 8);
    const res = await buyer.post(`/api/v1/tiket/orders/${placed.id}/cancel`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, orderMessages.cancelled);
    assert.equal(await stockOf(show.id), 10);
    assert.equal((await orderRow(placed.order_id))?.status, 'cancelled');
    assert.equal((await paymentRow(placed.order_id))?.transaction_status, 'cancel');
    // the sandbox checkout no longer takes money for it
    const paid = await decide(buyer, placed.token, 'settlement');
    assert.notEqual(paid.statusCode, 200);
    assert.equal((await orderRow(placed.order_id))?.status, 'cancelled');
    // a second cancel changes nothing and says why
    const again = await buyer.post(`/api/v1/tiket/orders/${placed.id}/cancel`);
    assert.equal(again.statusCode, 409);
    assert.equal(await stockOf(show.id), 10);
    assert.equal((await mailsOf('order-cancelled', placed.order_id)).length, 1);
  });

  test('an admin cancels anyone’s pending order; another user may not', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 10 });
    const placed = await pendingOrder(await t.newUser(), show.id);
    const other = await t.newUser();
    assert.equal((await other.post(`/api/v1/tiket/orders/${placed.id}/cancel`)).statusCode, 403);
    const admin = await t.as('admin');
    assert.equal((await admin.post(`/api/v1/tiket/orders/${placed.id}/cancel`)).statusCode, 200);
    assert.equal(await stockOf(show.id), 10);
  });
});

describe('a paid order refunded by an admin', () => {
  test('its tickets stop admitting, its seats are sold again, the payment shows refunded, one mail', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 10 });
    const buyer = await t.newUser();
    const placed = await pendingOrder(buyer, show.id);
    assert.equal((await decide(buyer, placed.token, 'settlement')).statusCode, 200);
    const paid = await orderRow(placed.order_id);
    assert.equal(paid?.status, 'paid');
    const code = paid?.ticket_code ?? '';
    assert.equal(await stockOf(show.id), 8);

    // buyers cannot refund themselves, and a pending order cannot be refunded
    assert.equal((await buyer.post(`/api/v1/tiket/orders/${placed.id}/refund`)).statusCode, 403);
    const admin = await t.as('admin');
    const res = await admin.post(`/api/v1/tiket/orders/${placed.id}/refund`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, orderMessages.refunded);

    assert.equal((await orderRow(placed.order_id))?.status, 'refunded');
    assert.equal((await paymentRow(placed.order_id))?.transaction_status, 'refund');
    assert.equal(await stockOf(show.id), 10);
    assert.equal((await doorTicketOf(admin, show.id, code))?.status, 'refunded');
    const payments = await admin.get(`/api/v1/payment?q=${placed.order_id}`);
    assert.equal(payments.json().data[0]?.status, 'refunded');
    assert.equal((await mailsOf('order-refunded', placed.order_id)).length, 1);

    const again = await admin.post(`/api/v1/tiket/orders/${placed.id}/refund`);
    assert.equal(again.statusCode, 409);
    assert.equal(await stockOf(show.id), 10);
  });

  test('a pending order is not refundable', async () => {
    const show = await createShow(t, { jumlah_stok_tiket: 10 });
    const placed = await pendingOrder(await t.newUser(), show.id);
    const res = await (await t.as('admin')).post(`/api/v1/tiket/orders/${placed.id}/refund`);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, orderMessages.notRefundable);
  });
});

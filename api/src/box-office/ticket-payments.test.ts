import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/app.js';
import { doorTicketOf } from '../test/door-fixture.js';
import {
  createShow,
  decide,
  expireHold,
  historyOf,
  order,
  providerNotification,
  stockOf,
  TEST_SANDBOX_KEY,
} from '../test/payments.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

// Paying, expiring and refunding orders.

test('a paid order gets a unique ticket code in the history', async () => {
  const show = await createShow(t);
  const user = await t.newUser();
  const a = (await order(user, show.id, 2)).json().data;
  const b = (await order(user, show.id, 1)).json().data;
  assert.equal((await decide(user, a.token, 'settlement')).json().data.state, 'paid');
  assert.equal((await decide(user, b.token, 'settlement')).json().data.state, 'paid');
  const rows = await historyOf(user);
  assert.deepEqual(
    rows.map((r) => r.status),
    ['paid', 'paid'],
  );
  const codes = rows.map((r) => r.ticket_code);
  assert.match(codes[0] ?? '', /^TKT-/);
  assert.notEqual(codes[0], codes[1]);
  assert.equal(await stockOf(t, show.id), 97);

  // the box office sees every seat's code of an order, on the list and in its CSV
  const admin = await t.as('admin');
  const listed = (await admin.get(`/api/v1/tiket/orders?id_tiket=${show.id}&sort=jumlah_tiket`)).json().data;
  const seats = rows.find((r) => r.order_id === a.order_id)?.tickets.map((seat) => seat.code);
  assert.equal(seats?.length, 2);
  assert.deepEqual(
    listed.at(-1).tickets.map((seat: { code: string }) => seat.code),
    seats,
  );
  const csv = (await admin.get(`/api/v1/tiket/orders/export.csv?id_tiket=${show.id}`)).body;
  assert.ok(csv.includes(seats?.join(' ') ?? '-'), csv);
});

test("someone else's ticket history is refused", async () => {
  const user = await t.newUser();
  const other = await t.newUser();
  const res = await user.get(`/api/v1/tiket/user/history?id_user=${other.id}`);
  assert.equal(res.statusCode, 403);
});

test('a cancelled payment gives the seats back', async () => {
  const show = await createShow(t, { jumlah_stok_tiket: 5 });
  const user = await t.newUser();
  const placed = (await order(user, show.id, 4)).json().data;
  assert.equal(await stockOf(t, show.id), 1);
  await decide(user, placed.token, 'cancel');
  assert.equal(await stockOf(t, show.id), 5);
  assert.equal((await historyOf(user))[0]?.status, 'cancelled');
});

test('an unpaid order expires after its hold and gives the seats back, once', async () => {
  const show = await createShow(t, { jumlah_stok_tiket: 5 });
  const user = await t.newUser();
  const placed = (await order(user, show.id, 3)).json().data;
  await expireHold(t, placed.order_id);
  assert.equal((await historyOf(user))[0]?.status, 'expired');
  await historyOf(user);
  assert.equal(await stockOf(t, show.id), 5);
  // A payment that still arrives takes the seats again while they are free.
  await decide(user, placed.token, 'settlement');
  const [row] = await historyOf(user);
  assert.equal(row?.status, 'paid');
  assert.ok(row?.ticket_code);
  assert.equal(await stockOf(t, show.id), 2);
});

test('a payment for an expired order whose seats are gone is recorded and flagged for refund', async () => {
  const show = await createShow(t, { jumlah_stok_tiket: 2 });
  const late = await t.newUser();
  const quick = await t.newUser();
  const placed = (await order(late, show.id, 2)).json().data;
  await expireHold(t, placed.order_id);
  const other = (await order(quick, show.id, 2)).json().data;
  await decide(quick, other.token, 'settlement');
  const res = await decide(late, placed.token, 'settlement');
  assert.equal(res.json().data.state, 'paid');
  const [row] = await historyOf(late);
  assert.equal(row?.status, 'refund_due');
  assert.equal(row?.ticket_code, null);
  assert.equal(await stockOf(t, show.id), 0);
  const admin = await t.as('admin');
  const payment = (await admin.get('/api/v1/payment'))
    .json()
    .data.find((p: { order_id: string }) => p.order_id === placed.order_id);
  assert.equal(payment.transaction_status, 'settlement');
  assert.equal(payment.needsRefund, true);
});

test('a refund revokes the ticket and frees its seats', async () => {
  const show = await createShow(t, { jumlah_stok_tiket: 4 });
  const user = await t.newUser();
  const placed = (await order(user, show.id, 2)).json().data;
  await decide(user, placed.token, 'settlement');
  const code = (await historyOf(user))[0]?.ticket_code ?? '';
  const refund = await providerNotification(t, {
    order_id: placed.order_id,
    transaction_status: 'refund',
    gross_amount: 150000,
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/webhook', payload: refund });
  assert.equal(res.json().data.state, 'refunded');
  assert.equal((await historyOf(user))[0]?.status, 'refunded');
  assert.equal(await stockOf(t, show.id), 4);
  const admin = await t.as('admin');
  assert.equal((await doorTicketOf(admin, show.id, code))?.status, 'refunded');
});

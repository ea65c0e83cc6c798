import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createShow, decide, order } from '../test/payments.js';
import { startSubscription, t, useSubscriptionApp } from '../test/subscription-fixture.js';

/** Subscription histories and the admins’ list of payments. */
useSubscriptionApp();

test("someone else's subscription history is refused; an admin sees everyone's", async () => {
  const user = await t.newUser();
  const other = await t.newUser();
  await startSubscription(other);
  assert.equal((await user.get(`/api/v1/payment/history-subscription-user?id=${other.id}`)).statusCode, 403);
  const admin = await t.as('admin');
  assert.equal((await admin.get(`/api/v1/payment/history-subscription-user?id=${other.id}`)).json().data.length, 1);
});

test('GET /payment is for admins: user name, email, subscription_time, status', async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  await decide(user, start.token, 'settlement');
  assert.equal((await user.get('/api/v1/payment')).statusCode, 403);
  const rows = (await (await t.as('admin')).get('/api/v1/payment')).json().data as {
    order_id: string;
    transaction_status: string;
    user: { name: string; email: string; subscription_time: string | null };
  }[];
  const row = rows.find((r) => r.order_id === start.order_id);
  assert.equal(row?.transaction_status, 'settlement');
  assert.ok(row?.user.email.endsWith('@test.id'));
  assert.ok(row?.user.name);
  assert.ok(row?.user.subscription_time);
});

test('GET /payment?kind= lists one kind; a ticket row names its show and seats', async () => {
  const admin = await t.as('admin');
  const buyer = await t.newUser();
  const show = await createShow(t, { nama_pertujukan: 'Pesta Para Pencuri' });
  const ordered = await order(buyer, show.id, 3);
  assert.equal(ordered.statusCode, 201, ordered.body);
  await startSubscription(buyer);
  type Row = { kind: string; order_id: string; ticket: { nama_pertujukan: string; jumlah_tiket: number } | null };
  const rowsOf = async (kind: string) => (await admin.get(`/api/v1/payment?kind=${kind}`)).json().data as Row[];
  const tickets = await rowsOf('ticket');
  assert.ok(tickets.every((row) => row.kind === 'ticket'));
  const mine = tickets.find((row) => row.order_id === ordered.json().data.order_id);
  assert.deepEqual(mine?.ticket, { nama_pertujukan: 'Pesta Para Pencuri', jumlah_tiket: 3, voucher: null });
  const subscriptions = await rowsOf('subscription');
  assert.ok(subscriptions.length > 0);
  assert.ok(subscriptions.every((row) => row.kind === 'subscription' && row.ticket === null));
});

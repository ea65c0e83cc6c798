import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decide } from '../payments/testing.js';
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

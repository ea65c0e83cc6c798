import assert from 'node:assert/strict';
import { test } from 'node:test';
import { providerNotification, signedNotification } from '../payments/testing.js';
import {
  history,
  startSubscription,
  subscriptionTime,
  t,
  useSubscriptionApp,
  webhook,
} from '../test/subscription-fixture.js';

/** POST /payment/webhook: the order of states, fraud review and refunds. */
useSubscriptionApp();

test('out of order: a late pending or expire after settlement changes nothing', async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  const sign = (transaction_status: string) =>
    signedNotification({ order_id: start.order_id, transaction_status, gross_amount: 65000 });
  await webhook(
    await providerNotification(t, {
      order_id: start.order_id,
      transaction_status: 'settlement',
      gross_amount: 65000,
    }),
  );
  const paid = await subscriptionTime(user);
  for (const late of ['pending', 'expire', 'cancel', 'settlement']) {
    const res = await webhook(sign(late));
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.state, 'paid');
  }
  assert.equal(await subscriptionTime(user), paid);
  assert.equal((await history(user))[0]?.transaction_status, 'settlement');
});

test("capture with fraud 'challenge' is not paid; the later settlement is", async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  const challenged = await providerNotification(t, {
    order_id: start.order_id,
    transaction_status: 'capture',
    fraud_status: 'challenge',
    gross_amount: 65000,
  });
  assert.equal((await webhook(challenged)).json().data.state, 'challenge');
  assert.equal(await subscriptionTime(user), null);
  assert.equal((await history(user))[0]?.status, 'challenge');
  await webhook(
    await providerNotification(t, {
      order_id: start.order_id,
      transaction_status: 'settlement',
      gross_amount: 65000,
    }),
  );
  assert.ok(((await subscriptionTime(user)) ?? 0) > Date.now());
});

test('a refund takes the month back', async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  const sign = (transaction_status: string) =>
    providerNotification(t, { order_id: start.order_id, transaction_status, gross_amount: 65000 });
  await webhook(await sign('settlement'));
  assert.equal((await webhook(await sign('refund'))).json().data.state, 'refunded');
  const until = (await subscriptionTime(user)) ?? 0;
  assert.ok(until <= Date.now() + 1000, 'no longer active');
  assert.equal((await user.get('/api/v1/users/me')).json().data.subscription, false);
  await webhook(await sign('settlement'));
  assert.equal(await subscriptionTime(user), until, 'a refunded payment is never paid again');
});

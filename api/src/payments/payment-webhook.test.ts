import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paymentMessages } from '@teater/contract';
import { decide, providerNotification, signedNotification } from '../test/payments.js';
import {
  history,
  startSubscription,
  subscriptionTime,
  t,
  useSubscriptionApp,
  webhook,
} from '../test/subscription-fixture.js';

/**
 * POST /payment/webhook: what a notification must prove before it changes anything, the order of
 * states, fraud review and refunds.
 */
useSubscriptionApp();

test('a signed notification pays once: replays change nothing', async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  const n = await providerNotification(t, {
    order_id: start.order_id,
    transaction_status: 'settlement',
    gross_amount: 65000,
  });
  const first = await webhook(n);
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(first.json().data.changed, true);
  const once = await subscriptionTime(user);
  for (let i = 0; i < 3; i++) {
    const replay = await webhook(n);
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.json().data.changed, false);
  }
  assert.equal(await subscriptionTime(user), once);
});

test('a forged signature answers 4xx and changes nothing', async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  const forged = signedNotification(
    { order_id: start.order_id, transaction_status: 'settlement', gross_amount: 65000 },
    'kunci-penyerang',
  );
  const res = await webhook(forged);
  assert.equal(res.statusCode, 403);
  assert.equal(res.json().message, paymentMessages.badSignature);
  assert.equal(await subscriptionTime(user), null);
  assert.equal((await history(user))[0]?.transaction_status, 'pending');
});

test('a tampered notification (status or amount changed after signing) is refused', async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  const pending = signedNotification({
    order_id: start.order_id,
    transaction_status: 'pending',
    gross_amount: 65000,
  });
  // transaction_status is outside the signature; its status_code (201) is not, and gives it away.
  const relabelled = await webhook({ ...pending, transaction_status: 'settlement' });
  assert.equal(relabelled.statusCode, 403);
  const reordered = await webhook({ ...pending, order_id: 'SUB-1-LAIN' });
  assert.equal(reordered.statusCode, 403);
  assert.equal(await subscriptionTime(user), null);
  assert.equal((await history(user))[0]?.transaction_status, 'pending');
});

test('a signed notification for a different amount is refused', async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  const cheap = signedNotification({
    order_id: start.order_id,
    transaction_status: 'settlement',
    gross_amount: 1000,
  });
  const res = await webhook(cheap);
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, paymentMessages.amountMismatch);
  const tampered = {
    ...signedNotification({ order_id: start.order_id, transaction_status: 'settlement', gross_amount: 65000 }),
    gross_amount: '1000.00',
  };
  assert.equal((await webhook(tampered)).statusCode, 403);
  assert.equal(await subscriptionTime(user), null);
});

test('a genuinely signed notification whose status was relabelled gains nothing: the provider is asked', async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  // A cancel carries status_code 200 at Midtrans; relabelled 'settlement' its signature still holds.
  await providerNotification(t, { order_id: start.order_id, transaction_status: 'cancel', gross_amount: 65000 });
  const relabelled = signedNotification({
    order_id: start.order_id,
    transaction_status: 'settlement',
    status_code: '200',
    gross_amount: 65000,
  });
  const res = await webhook(relabelled);
  assert.equal(res.statusCode, 200);
  assert.notEqual(res.json().data.state, 'paid');
  assert.equal(await subscriptionTime(user), null);
});

test('an unknown order answers 404', async () => {
  const res = await webhook(
    signedNotification({ order_id: 'SUB-0-NOPE', transaction_status: 'settlement', gross_amount: 65000 }),
  );
  assert.equal(res.statusCode, 404);
});

test('a forwarded browser result is trusted only as far as the gateway confirms it', async () => {
  const user = await t.newUser();
  const start = await startSubscription(user);
  // The browser claims success; the sandbox still says pending.
  const claim = await webhook({ result: { order_id: start.order_id, transaction_status: 'settlement' } });
  assert.equal(claim.statusCode, 200);
  assert.equal(claim.json().data.state, 'pending');
  assert.equal(await subscriptionTime(user), null);
  // Once the provider really has it settled, forwarding the same result applies it (once).
  await decide(user, start.token, 'settlement');
  const after = await subscriptionTime(user);
  const forwarded = await webhook({ result: JSON.stringify({ order_id: start.order_id }) });
  assert.equal(forwarded.json().data.state, 'paid');
  assert.equal(await subscriptionTime(user), after);
  assert.equal((await webhook({ result: { order_id: 'SUB-0-NOPE' } })).statusCode, 404);
  assert.equal((await webhook({ result: 'settlement' })).statusCode, 400);
});

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

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paymentMessages, SUBSCRIPTION_PLAN } from '@teater/contract';
import { decide } from '../test/payments.js';
import {
  DAY,
  history,
  startSubscription,
  subscriptionTime,
  t,
  useSubscriptionApp,
} from '../test/subscription-fixture.js';

/** Starting the subscription’s payment, and the sandbox checkout that ends in the webhook. */
useSubscriptionApp();

describe('POST /payment', () => {
  test('answers a sandbox token and the checkout page; the server fixes the amount', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user, { id_user: user.id, amount: 1 });
    assert.equal(start.provider, 'sandbox');
    assert.equal(start.gross_amount, SUBSCRIPTION_PLAN.price);
    assert.equal(start.redirect_url, `/payment/sandbox/${start.token}`);
    assert.match(start.order_id, /^[A-Z0-9-]{1,50}$/);
    const [row] = await history(user);
    assert.equal(row?.gross_amount, 65000);
    assert.equal(row?.transaction_status, 'pending');
    const page = await user.get(`/api/v1/payment/sandbox/${start.token}`);
    assert.equal(page.json().data.gross_amount, 65000);
  });

  test("pays only for the caller's own account, and needs a login", async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    const res = await user.post('/api/v1/payment', { id_user: other.id, amount: 65000 });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, paymentMessages.ownAccountOnly);
    assert.equal((await (await t.as('anonymous')).post('/api/v1/payment', { amount: 65000 })).statusCode, 401);
  });

  test('order ids never repeat', async () => {
    const user = await t.newUser();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await startSubscription(user)).order_id);
    assert.equal(ids.size, 5);
  });
});

describe('sandbox checkout to the webhook', () => {
  test('paying extends the subscription by one month from now', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const before = Date.now();
    const res = await decide(user, start.token, 'settlement');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.state, 'paid');
    const until = (await subscriptionTime(user)) ?? 0;
    assert.ok(until > before + 27 * DAY && until < Date.now() + 32 * DAY);
    const [row] = await history(user);
    assert.equal(row?.transaction_status, 'settlement');
    assert.equal(row?.status, 'paid');
    const me = (await user.get('/api/v1/users/me')).json().data;
    assert.equal(me.subscription, true);
  });

  test('a second month is added to the current expiry, not to now', async () => {
    const user = await t.newUser('subscriber');
    const current = (await subscriptionTime(user)) ?? 0;
    const start = await startSubscription(user);
    await decide(user, start.token, 'settlement');
    const until = (await subscriptionTime(user)) ?? 0;
    assert.ok(until >= current + 28 * DAY && until <= current + 31 * DAY);
  });

  test('paying twice (a double click) answers the same payment and extends once', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const [first, second] = await Promise.all([
      decide(user, start.token, 'settlement'),
      decide(user, start.token, 'settlement'),
    ]);
    for (const res of [first, second]) {
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.state, 'paid');
    }
    assert.deepEqual([first, second].map((res) => res.json().data.changed).sort(), [false, true]);
    const until = (await subscriptionTime(user)) ?? 0;
    assert.ok(until < Date.now() + 32 * DAY, 'one month, not two');
    assert.equal((await history(user)).length, 1);
  });

  test('pending then cancel: no subscription; a decided checkout cannot be decided again', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    assert.equal((await decide(user, start.token, 'pending')).json().data.state, 'pending');
    assert.equal((await decide(user, start.token, 'cancel')).json().data.state, 'failed');
    assert.equal(await subscriptionTime(user), null);
    const again = await decide(user, start.token, 'settlement');
    assert.equal(again.statusCode, 409);
    assert.equal(await subscriptionTime(user), null);
    assert.equal((await history(user))[0]?.status, 'failed');
  });

  test("another user cannot see or decide someone's checkout", async () => {
    const owner = await t.newUser();
    const stranger = await t.newUser();
    const start = await startSubscription(owner);
    assert.equal((await stranger.get(`/api/v1/payment/sandbox/${start.token}`)).statusCode, 404);
    assert.equal((await decide(stranger, start.token, 'settlement')).statusCode, 404);
    assert.equal(await subscriptionTime(owner), null);
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { paymentMessages, SUBSCRIPTION_PLAN } from '@teater/contract';
import { eq, sql } from 'drizzle-orm';
import { payments } from '../payments/schema.js';
import type { Caller } from '../test/app.js';
import { decide } from '../test/payments.js';
import { history, startSubscription, subscriptionTime, t, useSubscriptionApp } from '../test/subscription-fixture.js';

/** A subscription checkout left unpaid: paid later from the history while it lasts, or cancelled. */
useSubscriptionApp();

const resume = (caller: Caller, id: number) => caller.post(`/api/v1/payment/${id}/resume`, {});
const cancel = (caller: Caller, id: number) => caller.post(`/api/v1/payment/${id}/cancel`, {});

async function abandoned(caller: Caller) {
  const start = await startSubscription(caller);
  const row = (await history(caller)).find((r) => r.order_id === start.order_id);
  assert.ok(row);
  return { ...start, id: row.id, row };
}

describe('an unpaid subscription checkout', () => {
  test('is paid later with its own checkout, by its buyer only, within its window', async () => {
    const user = await t.newUser();
    const left = await abandoned(user);
    const hours = (Date.parse(left.row.expiresAt) - Date.parse(left.row.createdAt)) / 3_600_000;
    assert.equal(hours, SUBSCRIPTION_PLAN.checkoutHours);
    const again = await resume(user, left.id);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().data.token, left.token);
    assert.equal(again.json().data.redirect_url, `/payment/sandbox/${left.token}`);
    assert.equal((await resume(await t.newUser(), left.id)).statusCode, 404, "someone else's is not found");
    assert.equal((await decide(user, left.token, 'settlement')).statusCode, 200);
    assert.ok(((await subscriptionTime(user)) ?? 0) > Date.now());
    const paid = await resume(user, left.id);
    assert.equal(paid.statusCode, 409);
    assert.equal(paid.json().message, paymentMessages.checkoutNotPending);
    assert.equal((await cancel(user, left.id)).statusCode, 409, 'a paid one is not cancelled');
  });

  test('is cancelled by its buyer: it ends at the provider too and cannot be paid afterwards', async () => {
    const user = await t.newUser();
    const left = await abandoned(user);
    assert.equal((await cancel(await t.newUser(), left.id)).statusCode, 404);
    const done = await cancel(user, left.id);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().message, paymentMessages.checkoutCancelled);
    const [row] = await history(user);
    assert.deepEqual([row?.status, row?.transaction_status], ['failed', 'cancel']);
    assert.equal((await resume(user, left.id)).statusCode, 409);
    assert.equal((await decide(user, left.token, 'settlement')).statusCode, 409, 'the provider ended it');
    assert.equal(await subscriptionTime(user), null);
  });

  test('past its window it can no longer be paid, here or on the checkout page', async () => {
    const user = await t.newUser();
    const left = await abandoned(user);
    const hours = SUBSCRIPTION_PLAN.checkoutHours + 1;
    await t.app.db
      .update(payments)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(payments.id, left.id));
    const late = await resume(user, left.id);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, paymentMessages.checkoutEnded);
    const paid = await decide(user, left.token, 'settlement');
    assert.equal(paid.statusCode, 409);
    assert.equal(await subscriptionTime(user), null);
    assert.ok(Date.parse((await history(user))[0]?.expiresAt ?? '') < Date.now());
  });
});

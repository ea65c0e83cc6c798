import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { recurringOf } from '../../payments/recurring-provider.js';
import { payments } from '../../payments/schema.js';
import { DAY, declineFrom, expiryOf, linkedGopay, mailsOf, planOf, subscribeByCard } from '../../test/renewals.js';
import { t, useSubscriptionApp } from '../../test/subscription-fixture.js';
import { runRenewals } from './run.js';

/** Sahabat renewing itself (issue 45): opting in, the monthly run, failures and retries, stopping. */
useSubscriptionApp();

const MONTH_MS = 28 * DAY;
const run = (at: Date) => runRenewals(t.app, { now: at });

test('a member opting in by card pays the first month at once and sees the next charge date', async () => {
  const member = await t.newUser('user');
  const before = Date.now();
  const plan = await subscribeByCard(member);
  assert.equal(plan.state, 'active');
  assert.match(plan.masked, /^481111-1114$/);
  const expiry = await expiryOf(t, member);
  assert.ok(expiry - before >= MONTH_MS, 'a month was added');
  assert.equal(new Date(plan.next_charge_at).getTime(), expiry, 'the next charge falls when the paid month ends');
  const mine = (await member.get('/api/v1/renewals/mine')).json().data;
  assert.equal(mine.next_charge_at, plan.next_charge_at);
  assert.equal(mine.amount, 65000);
  const again = await member.post('/api/v1/renewals', { method: 'card', token_id: 'tidak-ada-token-seperti-ini' });
  assert.equal(again.statusCode, 409, 'one live plan per member');
});

test('the run reminds three days before, charges once when due and extends the membership once', async () => {
  const member = await t.newUser('user');
  await subscribeByCard(member);
  const due = await expiryOf(t, member);
  await run(new Date(due - 2 * DAY));
  await run(new Date(due - 2 * DAY));
  assert.equal((await mailsOf(t, member, 'renewal-upcoming')).length, 1, 'reminded once');
  const first = await run(new Date(due + 60_000));
  assert.ok(first.paid >= 1);
  const extended = await expiryOf(t, member);
  assert.ok(extended - due >= MONTH_MS && extended - due <= 31 * DAY, 'one month more');
  await run(new Date(due + 120_000));
  assert.equal(await expiryOf(t, member), extended, 'a second run the same day charges nobody');
  const plan = await planOf(t, member);
  assert.equal(plan.period, 2);
  assert.equal(plan.next_charge_at.getTime(), extended);
  const paid = await t.app.db
    .select()
    .from(payments)
    .where(eq(payments.id_user, member.id ?? 0));
  assert.equal(paid.filter((p) => p.transaction_status === 'settlement').length, 2, 'checkout and one renewal');
  assert.equal((await mailsOf(t, member, 'subscription-receipt')).length, 2);
  assert.equal((await mailsOf(t, member, 'subscription-ending')).length, 0, 'no "ending" mail while renewing');
});

test('a declined charge is told with a pay-now link, retried after 1, 3 and 5 days, then auto-renewal ends', async () => {
  const member = await t.newUser('user');
  await subscribeByCard(member);
  const due = await expiryOf(t, member);
  await declineFrom(t, member);
  await run(new Date(due + 60_000));
  let plan = await planOf(t, member);
  assert.equal(plan.state, 'past_due');
  assert.equal(plan.next_charge_at.getTime(), due + DAY);
  const [failed] = await mailsOf(t, member, 'renewal-failed');
  assert.ok(failed, 'the member is told');
  assert.equal(failed.data && (failed.data as { next: string }).next, new Date(due + DAY).toISOString());
  await run(new Date(due + 2 * 60_000));
  assert.equal((await planOf(t, member)).failures, 1, 'no retry before its day');
  for (const days of [1, 3]) await run(new Date(due + days * DAY + 60_000));
  plan = await planOf(t, member);
  assert.equal(plan.failures, 3);
  assert.equal(plan.next_charge_at.getTime(), due + 5 * DAY);
  await run(new Date(due + 5 * DAY + 60_000));
  plan = await planOf(t, member);
  assert.equal(plan.state, 'lapsed');
  assert.equal(plan.payment_token, null, 'the saved method is forgotten');
  assert.equal((await mailsOf(t, member, 'renewal-failed')).length, 3);
  assert.equal((await mailsOf(t, member, 'renewal-ended')).length, 1);
  assert.equal(await expiryOf(t, member), due, 'no month was given for nothing');
  assert.equal((await recurringOf(t.app).getSubscription(plan.gateway_ref ?? ''))?.status, 'inactive');
  await run(new Date(due + 40 * DAY));
  assert.equal((await planOf(t, member)).failures, 4, 'an ended plan is never charged again');
});

test('GoPay: the link must be confirmed by its owner, then the first month is charged', async () => {
  const member = await t.newUser('user');
  const pending = await member.post('/api/v1/renewals/gopay-link', { phone: '081299990000' });
  assert.equal(pending.statusCode, 201, pending.body);
  const unconfirmed = pending.json().data.account_id as string;
  const early = await member.post('/api/v1/renewals', { method: 'gopay', account_id: unconfirmed });
  assert.equal(early.statusCode, 409, 'not linked yet');
  const account = await linkedGopay(member);
  const res = await member.post('/api/v1/renewals', { method: 'gopay', account_id: account });
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().data.masked, 'GoPay ••••5678');
  const due = await expiryOf(t, member);
  assert.equal((await run(new Date(due + 60_000))).paid >= 1, true);
  assert.ok((await expiryOf(t, member)) - due >= MONTH_MS);
});

test('stopping is one call, at once: the paid month stays and nothing more is charged', async () => {
  const member = await t.newUser('user');
  await subscribeByCard(member);
  const due = await expiryOf(t, member);
  const stop = await member.post('/api/v1/renewals/mine/stop');
  assert.equal(stop.statusCode, 200, stop.body);
  assert.equal(stop.json().data.state, 'stopped');
  assert.equal(stop.json().data.next_charge_at, null);
  const plan = await planOf(t, member);
  assert.equal((await recurringOf(t.app).getSubscription(plan.gateway_ref ?? ''))?.status, 'inactive');
  await run(new Date(due + 60_000));
  assert.equal(await expiryOf(t, member), due, 'the paid month kept, no new one');
  assert.equal((await member.post('/api/v1/renewals/mine/stop')).statusCode, 409, 'nothing left to stop');
});

test('changing the method charges the new one from the next period', async () => {
  const member = await t.newUser('user');
  await subscribeByCard(member);
  await declineFrom(t, member);
  const account = await linkedGopay(member, '081377771234');
  const res = await member.put('/api/v1/renewals/mine/method', { method: 'gopay', account_id: account });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.method, 'gopay');
  const due = await expiryOf(t, member);
  await run(new Date(due + 60_000));
  assert.equal((await planOf(t, member)).state, 'active', 'the GoPay account paid');
});

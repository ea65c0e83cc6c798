import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DashboardStats } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { runRenewals } from '../membership/renewals/index.js';
import { recurringPlans } from '../membership/renewals/schema.js';
import { decide } from '../test/payments.js';
import { DAY, declineFrom, planOf, subscribeByCard } from '../test/renewals.js';
import { startSubscription, t, useSubscriptionApp } from '../test/subscription-fixture.js';

/** The dashboard's Sahabat figures (issue 45): months charged automatically or paid by hand, and the share that lapsed. */
useSubscriptionApp();

const stats = async () => {
  const res = await (await t.as('admin')).get('/api/v1/admin/stats');
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as DashboardStats;
};
const thisMonth = (s: DashboardStats) => {
  const month = s.months.at(-1);
  assert.ok(month);
  return month;
};

test('months charged by automatic renewal and paid by hand are counted apart, to the rupiah; lapsed renewals as a share', async () => {
  const before = await stats();
  const auto = await t.newUser('user');
  await subscribeByCard(auto);
  const manual = await t.newUser('user');
  const checkout = await startSubscription(manual);
  assert.equal((await decide(manual, checkout.token, 'settlement')).statusCode, 200);
  const lapsing = await t.newUser('user');
  await subscribeByCard(lapsing);
  await declineFrom(t, lapsing);
  // its month fell due six days ago (moved back in the database): four runs today try it and its
  // three retries, so it lapses this month
  const plan = await planOf(t, lapsing);
  const sixDaysAgo = new Date(Date.now() - 6 * DAY);
  await t.app.db
    .update(recurringPlans)
    .set({ period_due_at: sixDaysAgo, next_charge_at: sixDaysAgo })
    .where(eq(recurringPlans.id, plan.id));
  for (let run = 0; run < 4; run++) await runRenewals(t.app, { now: new Date() });
  assert.equal((await planOf(t, lapsing)).state, 'lapsed');

  const after = await stats();
  const [was, now] = [thisMonth(before), thisMonth(after)];
  assert.equal(now.recurringCount - was.recurringCount, 2, 'two first months charged by automatic renewal');
  assert.equal(now.recurringRevenue - was.recurringRevenue, 2 * 65_000);
  assert.equal(now.manualCount - was.manualCount, 1, 'one month paid by hand');
  assert.equal(now.manualRevenue - was.manualRevenue, 65_000);
  assert.equal(after.renewals.active - before.renewals.active, 1);
  assert.equal(after.renewals.lapsed - before.renewals.lapsed, 1);
  const started = Object.values(after.renewals).reduce((sum, n) => sum + n, 0) - after.renewals.lapsedShare;
  assert.equal(after.renewals.lapsedShare, after.renewals.lapsed / started);
  assert.equal(now.lapsed - was.lapsed, 1, 'this month counts the lapse');
});

test('a member or nobody may not read the figures', async () => {
  const member = await t.newUser('user');
  assert.equal((await member.get('/api/v1/admin/stats')).statusCode, 403);
  assert.equal((await (await t.as('anonymous')).get('/api/v1/admin/stats')).statusCode, 401);
});

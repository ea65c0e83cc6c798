import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../accounts/schema.js';
import { auditLog } from '../../core/audit/schema.js';
import type { Caller } from '../../test/app.js';
import { DAY, declineFrom, planOf, subscribeByCard } from '../../test/renewals.js';
import { t, useSubscriptionApp } from '../../test/subscription-fixture.js';
import { runRenewals } from './run.js';
import { recurringPlans } from './schema.js';

/** The grace period (issue 45): whether exclusive content stays open while a renewal is overdue. */
useSubscriptionApp();

const exclusive = (member: Caller) => member.get('/api/v1/subsvideos');
const setGrace = async (grace_days: unknown) =>
  (await t.as('admin')).put('/api/v1/admin/renewals/settings', { grace_days });

/**
 * A member whose paid month ended an hour ago and whose renewal charge was just declined: the
 * dates are moved back in the database (the run's clock cannot move the requests' clock).
 */
async function overdueMember() {
  const member = await t.newUser('user');
  await subscribeByCard(member);
  const ended = new Date(Date.now() - 3_600_000);
  await t.app.db
    .update(users)
    .set({ subscription_time: ended })
    .where(eq(users.id, member.id ?? 0));
  const plan = await planOf(t, member);
  await t.app.db
    .update(recurringPlans)
    .set({ period_due_at: ended, next_charge_at: ended })
    .where(eq(recurringPlans.id, plan.id));
  await declineFrom(t, member);
  const report = await runRenewals(t.app, { now: new Date() });
  assert.ok(report.failed >= 1, JSON.stringify(report));
  assert.equal((await planOf(t, member)).state, 'past_due');
  return member;
}

test('with no grace period set, exclusive content closes when the paid month ends, though retries go on', async () => {
  const settings = await (await t.as('admin')).get('/api/v1/admin/renewals/settings');
  assert.equal(settings.statusCode, 200);
  assert.equal(settings.json().data.grace_days, 0);
  const member = await overdueMember();
  assert.equal((await exclusive(member)).statusCode, 403);
});

test('a grace period keeps exclusive content open while the payment is overdue, applies at once and is audited', async () => {
  const member = await overdueMember();
  const saved = await setGrace(3);
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json().data.grace_days, 3);
  assert.equal((await exclusive(member)).statusCode, 200, 'open within three days of the due date');
  const me = (await member.get('/api/v1/users/me')).json().data;
  assert.equal(me.subscription, true, 'the site shows the member as subscribed meanwhile');
  const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.resource, 'renewal_settings'));
  assert.ok(entry, 'the change is in the audit log');
  assert.equal((await setGrace(0)).statusCode, 200);
  assert.equal((await exclusive(member)).statusCode, 403, 'closed at once when the grace is taken away');
  await setGrace(3);
});

test('the grace ends with the renewal: stopped by the member, or the last retry failed', async () => {
  await setGrace(5);
  const stopper = await overdueMember();
  assert.equal((await exclusive(stopper)).statusCode, 200);
  assert.equal((await stopper.post('/api/v1/renewals/mine/stop')).statusCode, 200);
  assert.equal((await exclusive(stopper)).statusCode, 403, 'stopping ends the grace too');

  const lapsing = await overdueMember();
  const plan = await planOf(t, lapsing);
  for (const days of [1, 3, 5])
    await runRenewals(t.app, { now: new Date(plan.period_due_at.getTime() + days * DAY + 60_000) });
  assert.equal((await planOf(t, lapsing)).state, 'lapsed');
  assert.equal((await exclusive(lapsing)).statusCode, 403);
  await setGrace(0);
});

test('bad bytes: out of range, not a whole number, not a number, malformed JSON: 400, the setting unchanged', async () => {
  for (const bad of [-1, 31, 2.5, 'tiga', null]) assert.equal((await setGrace(bad)).statusCode, 400, String(bad));
  const garbage = await (await t.as('admin')).inject({
    method: 'PUT',
    url: '/api/v1/admin/renewals/settings',
    headers: { 'content-type': 'application/json' },
    payload: '{"grace_days": ',
  });
  assert.equal(garbage.statusCode, 400);
  assert.equal((await (await t.as('admin')).get('/api/v1/admin/renewals/settings')).json().data.grace_days, 0);
});

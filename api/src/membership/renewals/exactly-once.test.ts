import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { sandboxTransactions } from '../../payments/schema.js';
import { signedNotification, TEST_SANDBOX_KEY } from '../../test/payments.js';
import { DAY, declineFrom, expiryOf, planOf, subscribeByCard } from '../../test/renewals.js';
import { buildCaller } from '../../test/renewals-shared.js';
import { appsOnOneDatabase, type SharedDatabaseApps } from '../../test/shared-database.js';
import { t, useSubscriptionApp, webhook } from '../../test/subscription-fixture.js';
import { runRenewals } from './run.js';
import { recurringCharges } from './schema.js';

/** Each member and period charged once: repeated, late and forged notifications, a crash, two processes. */
useSubscriptionApp();

const chargesOf = (planId: number) =>
  t.app.db
    .select()
    .from(sandboxTransactions)
    .where(like(sandboxTransactions.order_id, `REN-${planId}-%`));

test('a renewal notification arriving again, or late, changes nothing twice', async () => {
  const member = await t.newUser('user');
  await subscribeByCard(member);
  const due = await expiryOf(t, member);
  await runRenewals(t.app, { now: new Date(due + 60_000) });
  const extended = await expiryOf(t, member);
  const plan = await planOf(t, member);
  const orderId = `REN-${plan.id}-1-1`;
  const paid = signedNotification({ order_id: orderId, transaction_status: 'settlement', gross_amount: 65000 });
  for (let i = 0; i < 2; i++) {
    const res = await webhook(paid);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.changed, false, 'already recorded by the run');
  }
  assert.equal(await expiryOf(t, member), extended);
  // a late 'pending' from the provider for the same order does not take the month back
  const late = signedNotification({ order_id: orderId, transaction_status: 'pending', gross_amount: 65000 });
  const lateAnswer = await webhook(late);
  assert.equal(lateAnswer.statusCode, 200, lateAnswer.body);
  assert.deepEqual([lateAnswer.json().data.state, lateAnswer.json().data.changed], ['paid', false]);
  assert.equal(await expiryOf(t, member), extended);
  assert.equal((await planOf(t, member)).period, 2);
});

test('forged notifications are refused; one for an unknown order changes nothing', async () => {
  const member = await t.newUser('user');
  await subscribeByCard(member);
  await declineFrom(t, member);
  const due = await expiryOf(t, member);
  await runRenewals(t.app, { now: new Date(due + 60_000) });
  const plan = await planOf(t, member);
  const orderId = `REN-${plan.id}-1-1`;
  // signed with another key: refused
  const forged = signedNotification(
    { order_id: orderId, transaction_status: 'settlement', gross_amount: 65000 },
    'bukan-kunci-sandbox-0123456789abcdef',
  );
  assert.equal((await webhook(forged)).statusCode, 403);
  // signed right, but the provider's own record says the charge was declined: it stays declined
  const relabelled = signedNotification({ order_id: orderId, transaction_status: 'settlement', gross_amount: 65000 });
  const relabel = await webhook(relabelled);
  assert.equal(relabel.statusCode, 200, relabel.body);
  assert.deepEqual([relabel.json().data.state, relabel.json().data.changed], ['failed', false]);
  assert.equal(await expiryOf(t, member), due, 'no month for a declined charge');
  const unknown = signedNotification({
    order_id: 'REN-999999-1-1',
    transaction_status: 'settlement',
    gross_amount: 65000,
  });
  assert.equal((await webhook(unknown)).statusCode, 404);
  assert.equal((await planOf(t, member)).state, 'past_due');
});

test('a crash between the charge and its record: the restarted run finds the charge and records it once', async () => {
  const member = await t.newUser('user');
  await subscribeByCard(member);
  const due = await expiryOf(t, member);
  const at = new Date(due + 60_000);
  const crash = new Error('proses mati');
  const report = await runRenewals(t.app, {
    now: at,
    afterCharge: () => {
      throw crash;
    },
  });
  assert.ok(report.pending >= 1, 'the attempt stays open');
  const plan = await planOf(t, member);
  assert.equal((await chargesOf(plan.id)).length, 2, 'checkout and the renewal charged at the gateway');
  assert.equal(await expiryOf(t, member), due, 'not yet recorded');
  const [open] = await t.app.db
    .select()
    .from(recurringCharges)
    .where(and(eq(recurringCharges.plan_id, plan.id), eq(recurringCharges.period, 1)));
  assert.equal(open?.state, 'charging');
  // the restarted process: the open attempt is settled from the gateway's record, not charged again
  const restarted = await runRenewals(t.app, { now: at, recoverAfterMs: 0 });
  assert.ok(restarted.recovered >= 1);
  assert.equal((await chargesOf(plan.id)).length, 2, 'no second charge');
  const extended = await expiryOf(t, member);
  assert.ok(extended - due >= 28 * DAY, 'the month was given');
  await runRenewals(t.app, { now: at, recoverAfterMs: 0 });
  assert.equal(await expiryOf(t, member), extended, 'and given once');
  assert.equal((await planOf(t, member)).period, 2);
});

let shared: SharedDatabaseApps;
before(async () => {
  shared = await appsOnOneDatabase(2, { PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => shared.close());

test('two processes running the renewal together charge each member once', async () => {
  const [a, b] = shared.apps;
  assert.ok(a && b);
  const members = await Promise.all(Array.from({ length: 12 }, (_, i) => buildCaller(a, `berdua-${i}@contoh.test`)));
  for (const member of members) await subscribeByCard(member);
  const at = new Date(Date.now() + 40 * DAY);
  const [ra, rb] = await Promise.all([
    runRenewals(a, { now: at, batch: 5, parallel: 3 }),
    runRenewals(b, { now: at, batch: 5, parallel: 3 }),
  ]);
  // a record that failed midway (a lost connection) is completed by the next run, never charged again
  const settled = await runRenewals(a, { now: at, recoverAfterMs: 0 });
  assert.equal(ra.paid + rb.paid + settled.recovered, members.length, JSON.stringify([ra, rb, settled]));
  assert.equal(settled.paid, 0, 'nobody was left to charge');
  const charged = await a.db.select().from(sandboxTransactions).where(like(sandboxTransactions.order_id, 'REN-%-1-%'));
  const planIds = new Set(charged.map((row) => row.order_id.split('-')[1]));
  assert.equal(planIds.size, members.length);
  assert.equal(charged.length, members.length, 'one charge per member and period');
});

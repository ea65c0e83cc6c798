import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, like, sql } from 'drizzle-orm';
import { whatsappMessages } from '../../audience/schema.js';
import { auditLog } from '../../core/audit/schema.js';
import { sandboxTransactions } from '../../payments/schema.js';
import type { Caller } from '../../test/app.js';
import { DAY, declineFrom, expiryOf, mailsOf, planOf, subscribeByCard } from '../../test/renewals.js';
import { t, useSubscriptionApp } from '../../test/subscription-fixture.js';
import { runRenewals } from './run.js';

/**
 * The run charges and records many members together (claimed in one statement, recorded many to
 * a transaction): one member's trouble stops nobody else, and each is charged and given once.
 */
useSubscriptionApp();

const chargesOf = async (caller: Caller) => {
  const plan = await planOf(t, caller);
  return t.app.db
    .select()
    .from(sandboxTransactions)
    .where(like(sandboxTransactions.order_id, `REN-${plan.id}-%`));
};

/** Members opted in by card; answers them and the moment all of them are due. */
async function dueMembers(count: number) {
  const members: Caller[] = [];
  for (let i = 0; i < count; i++) {
    const member = await t.newUser('user');
    await subscribeByCard(member);
    members.push(member);
  }
  const dues = await Promise.all(members.map((member) => expiryOf(t, member)));
  return { members, dues, at: new Date(Math.max(...dues) + 60_000) };
}

test('in one batch a declined card and a crash after one charge stop nobody else; the restart records the crashed one once', async () => {
  const { members, dues, at } = await dueMembers(7);
  const [declined, crashed, ...paying] = members;
  assert.ok(declined && crashed);
  await declineFrom(t, declined);
  const crashedPlan = await planOf(t, crashed);
  // small pieces: three members to a transaction, two pieces at once (eight charges in flight each)
  const report = await runRenewals(t.app, {
    now: at,
    batch: 5,
    parallel: 16,
    recordBatch: 3,
    afterCharge: (charge) => {
      if (charge.plan_id === crashedPlan.id) throw new Error('proses mati');
    },
  });
  assert.equal(report.paid, paying.length, JSON.stringify(report));
  assert.equal(report.failed, 1);
  assert.equal(report.pending, 1);
  for (const [i, member] of members.entries()) {
    if (member === declined || member === crashed) continue;
    assert.ok((await expiryOf(t, member)) - (dues[i] ?? 0) >= 28 * DAY, 'a paying member got the month');
    assert.equal((await planOf(t, member)).period, 2);
    assert.equal((await mailsOf(t, member, 'subscription-receipt')).length, 2, 'the checkout and the renewal');
  }
  assert.equal((await planOf(t, declined)).state, 'past_due');
  assert.equal((await mailsOf(t, declined, 'renewal-failed')).length, 1);
  assert.equal(await expiryOf(t, crashed), dues[1], 'charged, not yet recorded');
  assert.equal((await chargesOf(crashed)).length, 2, 'checkout and the renewal charged at the gateway');

  const restarted = await runRenewals(t.app, { now: at, recoverAfterMs: 0 });
  assert.equal(restarted.recovered, 1, JSON.stringify(restarted));
  assert.equal(restarted.paid, 0, 'nobody charged again');
  assert.equal((await chargesOf(crashed)).length, 2, 'no second charge');
  const extended = await expiryOf(t, crashed);
  assert.ok(extended - (dues[1] ?? 0) >= 28 * DAY, 'the month was given');
  await runRenewals(t.app, { now: at, recoverAfterMs: 0 });
  assert.equal(await expiryOf(t, crashed), extended, 'and given once');
  assert.equal((await mailsOf(t, crashed, 'subscription-receipt')).length, 2, 'one receipt for the renewal');
  for (const member of paying) assert.equal((await chargesOf(member)).length, 2, 'each charged once');
});

test("a batch's payments are each in the audit log once, by the renewal, and in the member's history", async () => {
  const { members, at } = await dueMembers(4);
  await runRenewals(t.app, { now: at, recordBatch: 4 });
  await runRenewals(t.app, { now: at });
  for (const member of members) {
    const plan = await planOf(t, member);
    const orderId = `REN-${plan.id}-1-1`;
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payments'), eq(auditLog.summary, orderId)));
    assert.equal(entries.length, 1, `one entry for ${orderId}`);
    assert.equal(entries[0]?.actor_name, 'Perpanjangan otomatis');
    assert.equal(entries[0]?.action, 'payment');
    const history = await member.get('/api/v1/payment/history-subscription-user');
    assert.equal(history.statusCode, 200, history.body);
    const renewal = (history.json().data as { order_id: string; status: string }[]).find(
      (row) => row.order_id === orderId,
    );
    assert.equal(renewal?.status, 'paid');
  }
});

test("a batch's receipts go to WhatsApp too for the member who opted in, once, and to nobody else's", async () => {
  const { members, at } = await dueMembers(3);
  const [opted, ...others] = members;
  assert.ok(opted);
  const optIn = await opted.put('/api/v1/users/me/whatsapp', { granted: true, number: '081298765431' });
  assert.equal(optIn.statusCode, 200, optIn.body);
  await runRenewals(t.app, { now: at, recordBatch: 3 });
  await runRenewals(t.app, { now: at, recoverAfterMs: 0 });
  const receiptsOf = (member: Caller) =>
    t.app.db
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.user_id, member.id ?? 0), eq(whatsappMessages.kind, 'subscription-receipt')));
  const plan = await planOf(t, opted);
  const sent = await receiptsOf(opted);
  assert.deepEqual(
    sent.map((row) => row.dedupe_key),
    [`subscription-receipt:REN-${plan.id}-1-1`],
    'the renewal receipt, once (the checkout was before opting in)',
  );
  for (const member of others) assert.equal((await receiptsOf(member)).length, 0);
});

test('a piece whose transaction fails is recorded member by member: the member the database refuses waits for the next run, the others renew', async () => {
  const { members, dues, at } = await dueMembers(4);
  const [refused, ...others] = members;
  assert.ok(refused);
  const plan = await planOf(t, refused);
  // the fault: the database refuses to move this member's plan on (as a lost connection or a
  // deadlock would fail its transaction), until the trigger is dropped
  await t.app.db.execute(
    sql.raw(`
    CREATE FUNCTION refuse_plan_${plan.id}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.id = ${plan.id} AND NEW.period = 2 THEN RAISE EXCEPTION 'ditolak'; END IF;
      RETURN NEW;
    END $$`),
  );
  await t.app.db.execute(
    sql.raw(`CREATE TRIGGER refuse_plan_${plan.id} BEFORE UPDATE ON recurring_plans
      FOR EACH ROW EXECUTE FUNCTION refuse_plan_${plan.id}()`),
  );
  try {
    const report = await runRenewals(t.app, { now: at, recordBatch: 4 });
    assert.equal(report.paid, others.length, JSON.stringify(report));
    assert.equal(report.pending, 1);
    for (const [i, member] of others.entries()) {
      assert.ok((await expiryOf(t, member)) - (dues[i + 1] ?? 0) >= 28 * DAY, 'the others got their month');
    }
    assert.equal(await expiryOf(t, refused), dues[0], 'nothing of the refused one was recorded');
    assert.equal((await mailsOf(t, refused, 'subscription-receipt')).length, 1, 'no receipt yet (the checkout only)');
  } finally {
    await t.app.db.execute(sql.raw(`DROP TRIGGER refuse_plan_${plan.id} ON recurring_plans`));
    await t.app.db.execute(sql.raw(`DROP FUNCTION refuse_plan_${plan.id}()`));
  }
  const restarted = await runRenewals(t.app, { now: at, recoverAfterMs: 0 });
  assert.equal(restarted.recovered, 1, JSON.stringify(restarted));
  assert.equal(restarted.paid, 0, 'nobody charged again');
  assert.equal((await chargesOf(refused)).length, 2, 'charged once for the renewal');
  assert.ok((await expiryOf(t, refused)) - (dues[0] ?? 0) >= 28 * DAY, 'the month was given');
  assert.equal((await mailsOf(t, refused, 'subscription-receipt')).length, 2, 'one receipt for the renewal');
});

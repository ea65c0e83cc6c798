import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { whatsappMessages } from '../../audience/schema.js';
import type { Caller } from '../../test/app.js';
import {
  cardToken,
  DAY,
  declineFrom,
  expiryOf,
  linkedGopay,
  mailsOf,
  planOf,
  subscribeByCard,
} from '../../test/renewals.js';
import { t, useSubscriptionApp } from '../../test/subscription-fixture.js';
import { runRenewals } from './run.js';
import { recurringPlans } from './schema.js';

/** What the member hears before and after a charge: mail always, WhatsApp when opted in, and a card expiring. */
useSubscriptionApp();

const run = (at: number) => runRenewals(t.app, { now: new Date(at) });
const whatsappOf = async (member: Caller, kind: string) =>
  (
    await t.app.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.user_id, member.id ?? 0))
  ).filter((row) => row.kind === kind);

test('a member who opted in to WhatsApp gets the three-day reminder and the failure notice there too, once each', async () => {
  const member = await t.newUser('user');
  const optIn = await member.put('/api/v1/users/me/whatsapp', { granted: true, number: '081298765432' });
  assert.equal(optIn.statusCode, 200, optIn.body);
  await subscribeByCard(member);
  const due = await expiryOf(t, member);
  await run(due - 2 * DAY);
  await run(due - DAY);
  const [upcoming, ...more] = await whatsappOf(member, 'renewal-upcoming');
  assert.ok(upcoming, 'the reminder went to WhatsApp');
  assert.equal(more.length, 0, 'once');
  assert.equal(upcoming.phone, '6281298765432');
  assert.equal((await mailsOf(t, member, 'renewal-upcoming')).length, 1, 'and by mail');

  await declineFrom(t, member);
  await run(due + 60_000);
  const failed = await whatsappOf(member, 'renewal-failed');
  assert.equal(failed.length, 1, 'the failure notice went to WhatsApp');
  const data = failed[0]?.data as Record<string, unknown>;
  assert.ok(data.next, 'it says when the charge is tried again');
  assert.equal((await mailsOf(t, member, 'renewal-failed')).length, 1, 'and by mail, with its pay-now link');
});

test('a member without WhatsApp (or who withdrew) hears by mail only', async () => {
  const member = await t.newUser('user');
  await member.put('/api/v1/users/me/whatsapp', { granted: true, number: '081211113333' });
  await member.put('/api/v1/users/me/whatsapp', { granted: false });
  await subscribeByCard(member);
  const due = await expiryOf(t, member);
  await run(due - 2 * DAY);
  await declineFrom(t, member);
  await run(due + 60_000);
  assert.equal((await whatsappOf(member, 'renewal-upcoming')).length, 0);
  assert.equal((await whatsappOf(member, 'renewal-failed')).length, 0);
  assert.equal((await mailsOf(t, member, 'renewal-upcoming')).length, 1);
  assert.equal((await mailsOf(t, member, 'renewal-failed')).length, 1);
});

test('a saved card expiring before the next charge is announced two weeks before, once, and not when it lasts', async () => {
  const expiring = await t.newUser('user');
  await subscribeByCard(expiring);
  const due = await expiryOf(t, expiring);
  // the card runs out a week before its next charge (the sandbox's tokens keep their expiry)
  const plan = await planOf(t, expiring);
  const expires = new Date(due - 7 * DAY);
  await t.app.db.update(recurringPlans).set({ card_expires_at: expires }).where(eq(recurringPlans.id, plan.id));
  const lasting = await t.newUser('user');
  await subscribeByCard(lasting);

  await run(due - 20 * DAY);
  assert.equal((await mailsOf(t, expiring, 'renewal-card-expiring')).length, 0, 'not yet: three weeks before');
  const first = await run(due - 13 * DAY);
  assert.ok(first.cardNotices >= 1);
  await run(due - 12 * DAY);
  const [notice, ...more] = await mailsOf(t, expiring, 'renewal-card-expiring');
  assert.ok(notice, 'announced before it fails');
  assert.equal(more.length, 0, 'once');
  assert.equal((notice.data as Record<string, unknown>).method, '481111-1114');
  assert.equal((await mailsOf(t, lasting, 'renewal-card-expiring')).length, 0, 'a card that lasts is not announced');
  const mine = (await expiring.get('/api/v1/renewals/mine')).json().data;
  assert.equal(
    new Date(mine.card_expires_at).getTime(),
    expires.getTime(),
    '/account shows the expiry to warn about it',
  );
  // a new card, and the next period, is no longer announced for this one
  assert.equal(
    (await expiring.put('/api/v1/renewals/mine/method', { method: 'card', token_id: await cardToken(expiring) }))
      .statusCode,
    200,
  );
});

test("the sandbox's GoPay number ending in 0000 links, and its charges are declined: the failure notice goes out", async () => {
  const member = await t.newUser('user');
  await subscribeByCard(member);
  const account = await linkedGopay(member, '081299990000');
  const changed = await member.put('/api/v1/renewals/mine/method', { method: 'gopay', account_id: account });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.equal(changed.json().data.masked, 'GoPay ••••0000');
  const report = await run((await expiryOf(t, member)) + 60_000);
  assert.ok(report.failed >= 1);
  assert.equal((await planOf(t, member)).state, 'past_due');
  assert.equal((await mailsOf(t, member, 'renewal-failed')).length, 1);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { donationMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { runRenewals } from '../membership/renewals/index.js';
import { recurringPlans } from '../membership/renewals/schema.js';
import { createCampaign, progress } from '../test/donations.js';
import { cardToken } from '../test/renewals.js';
import { t, useSubscriptionApp } from '../test/subscription-fixture.js';
import { donations } from './schema.js';

/** Monthly giving (issue 46): charged now and by the renewal run, stopped from any receipt's link. */
useSubscriptionApp();

const DAY = 86_400_000;

/** The stop tokens of the receipts mailed to `email`, oldest first. */
async function stopTokensOf(email: string) {
  const mails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'donation-receipt'), eq(mailOutbox.recipient, email)))
    .orderBy(mailOutbox.id);
  return mails.map((mail) => new URLSearchParams(String(mail.data.stop_path).split('?')[1]).get('token') ?? '');
}

test('a member gives Rp 50.000 monthly by card: charged now, again by the renewal run, stopped from the receipt', async () => {
  const campaign = await createCampaign(t);
  const member = await t.newUser('user', 'bulanan@contoh.id');
  const body = { campaign_id: campaign.id, amount: 50_000, on_wall: true, message: 'Tiap bulan' };
  const started = await member.post('/api/v1/donations/monthly', {
    ...body,
    method: 'card',
    token_id: await cardToken(member),
  });
  assert.equal(started.statusCode, 201, started.body);
  assert.equal(started.json().data.state, 'active');
  const again = await member.post('/api/v1/donations/monthly', {
    ...body,
    method: 'card',
    token_id: await cardToken(member),
  });
  assert.equal(again.statusCode, 409, 'one monthly gift at a time');
  assert.deepEqual([(await progress(t, campaign.id)).given, (await progress(t, campaign.id)).donors], [50_000, 1]);

  const next = Date.parse(started.json().data.next_charge_at);
  assert.ok(next > Date.now() + 27 * DAY && next < Date.now() + 32 * DAY, 'the next charge a month on');
  await runRenewals(t.app, { now: new Date(next + 60_000) });
  const now = await progress(t, campaign.id);
  assert.equal(now.given, 100_000);
  assert.deepEqual(
    now.wall.map((w) => [w.amount, w.message]),
    [
      [50_000, 'Tiap bulan'],
      [50_000, 'Tiap bulan'],
    ],
  );
  const gifts = await t.app.db
    .select()
    .from(donations)
    .where(eq(donations.id_user, member.id ?? 0));
  assert.deepEqual(
    gifts.map((g) => g.status),
    ['paid', 'paid'],
  );
  const tokens = await stopTokensOf('bulanan@contoh.id');
  assert.equal(tokens.length, 2, 'a receipt per month, each with its stop link');

  const anonymous = await t.as('anonymous');
  const [planId, signature] = (tokens[1] ?? '').split('.');
  const forged = await anonymous.post('/api/v1/donations/monthly/stop', {
    token: `${Number(planId) + 1}.${signature}`,
  });
  assert.equal(forged.statusCode, 400);
  assert.equal((await anonymous.post('/api/v1/donations/monthly/stop', { token: 'x' })).statusCode, 400);
  const stop = await anonymous.post('/api/v1/donations/monthly/stop', { token: tokens[1] });
  assert.equal(stop.statusCode, 200, stop.body);
  assert.equal(stop.json().message, donationMessages.stopped);
  const [plan] = await t.app.db
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.id, Number(planId)));
  assert.equal(plan?.state, 'stopped');
  assert.equal((await anonymous.post('/api/v1/donations/monthly/stop', { token: tokens[0] })).statusCode, 409);
  await runRenewals(t.app, { now: new Date(next + 32 * DAY) });
  assert.equal((await progress(t, campaign.id)).given, 100_000, 'nothing charged after the stop');
});

test('monthly giving is for members, above the minimum, to a running campaign', async () => {
  const campaign = await createCampaign(t);
  const anonymous = await t.as('anonymous');
  const body = { campaign_id: campaign.id, amount: 50_000, method: 'card', token_id: 'x'.repeat(20) };
  assert.equal((await anonymous.post('/api/v1/donations/monthly', body)).statusCode, 401);
  const member = await t.newUser('user');
  assert.equal((await member.post('/api/v1/donations/monthly', { ...body, amount: 9_000 })).statusCode, 400);
  assert.equal((await member.post('/api/v1/donations/monthly', { ...body, method: 'cek' })).statusCode, 400);
  assert.equal((await member.post('/api/v1/donations/monthly', { ...body, campaign_id: 999_999 })).statusCode, 404);
  const token_id = await cardToken(member);
  const sahabat = await member.post('/api/v1/renewals/mine/stop');
  assert.equal(sahabat.statusCode, 409, 'no Sahabat plan to stop');
  const gift = await member.post('/api/v1/donations/monthly', { ...body, token_id });
  assert.equal(gift.statusCode, 201, gift.body);
  assert.equal(
    (await member.post('/api/v1/renewals/mine/stop')).statusCode,
    409,
    'the Sahabat stop leaves the gift alone',
  );
});

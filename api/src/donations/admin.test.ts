import assert from 'node:assert/strict';
import { test } from 'node:test';
import { donationMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { createCampaign, give, namedGift, notify, progress } from '../test/donations.js';
import { t, useSubscriptionApp } from '../test/subscription-fixture.js';
import { donations } from './schema.js';

/** The admin's gifts: a filtered list, its CSV and refunds; nobody else reads or refunds them. */
useSubscriptionApp();

async function paidGift(campaignId: number, amount: number, email: string) {
  const started = await give(await t.as('anonymous'), { ...namedGift(campaignId, amount), email });
  await notify(t, started);
  const [gift] = await t.app.db.select().from(donations).where(eq(donations.order_id, started.order_id));
  assert.ok(gift);
  return gift;
}

test('admins list gifts by campaign and state, export them, and refund a paid one (audited)', async () => {
  const campaign = await createCampaign(t);
  const other = await createCampaign(t);
  const first = await paidGift(campaign.id, 100_000, 'satu@contoh.id');
  await paidGift(campaign.id, 40_000, 'dua@contoh.id');
  await paidGift(other.id, 25_000, 'lain@contoh.id');
  const admin = await t.as('admin');
  const list = await admin.get(`/api/v1/donations?campaign_id=${campaign.id}&status=paid&sort=-amount`);
  assert.equal(list.statusCode, 200, list.body);
  assert.deepEqual(
    list.json().data.map((d: { amount: number; donor_email: string }) => [d.amount, d.donor_email]),
    [
      [100_000, 'satu@contoh.id'],
      [40_000, 'dua@contoh.id'],
    ],
  );
  assert.match(list.json().data[0].receipt_number, /^DON-\d{4}-\d{6}$/);
  const csv = await admin.get(`/api/v1/donations/export.csv?campaign_id=${campaign.id}`);
  assert.equal(csv.statusCode, 200);
  assert.match(csv.headers['content-type'] as string, /text\/csv/);
  assert.match(csv.body, /satu@contoh\.id/);
  assert.doesNotMatch(csv.body, /lain@contoh\.id/);
  assert.equal((await admin.get('/api/v1/donations?status=hilang')).statusCode, 400);

  const refund = await admin.post(`/api/v1/donations/${first.id}/refund`, {});
  assert.equal(refund.statusCode, 200, refund.body);
  assert.equal(refund.json().message, donationMessages.refunded);
  assert.equal((await progress(t, campaign.id)).given, 40_000, 'a refunded gift no longer counts');
  const again = await admin.post(`/api/v1/donations/${first.id}/refund`, {});
  assert.equal(again.statusCode, 409);
  assert.equal((await admin.post('/api/v1/donations/999999/refund', {})).statusCode, 404);
  const entries = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'donations'), eq(auditLog.record_id, first.id)));
  assert.deepEqual(
    entries.map((e) => e.action),
    ['refund'],
  );
});

test('hostile callers: the list, the CSV and refunds are for admins; bad ids and bodies are refused', async () => {
  const campaign = await createCampaign(t);
  const gift = await paidGift(campaign.id, 30_000, 'tiga@contoh.id');
  for (const role of ['anonymous', 'user', 'subscriber'] as const) {
    const caller = await t.as(role);
    const expected = role === 'anonymous' ? 401 : 403;
    assert.equal((await caller.get('/api/v1/donations')).statusCode, expected, role);
    assert.equal((await caller.get('/api/v1/donations/export.csv')).statusCode, expected, role);
    assert.equal((await caller.post(`/api/v1/donations/${gift.id}/refund`, {})).statusCode, expected, role);
  }
  const admin = await t.as('admin');
  assert.equal((await admin.post('/api/v1/donations/abc/refund', {})).statusCode, 400);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/kampanyes/abc/progress' })).statusCode, 400);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/kampanyes/999999/progress' })).statusCode, 404);
  const anonymous = await t.as('anonymous');
  for (const body of [null, [], 'x', { campaign_id: campaign.id }, { ...namedGift(campaign.id), name: '\u0000' }]) {
    const res = await anonymous.post('/api/v1/donations', body);
    assert.equal(res.statusCode, 400, JSON.stringify(body));
  }
  // another person's gift token does not open a member's checkout, and a member's is not a visitor's
  const member = await t.newUser('user');
  const mine = await give(member, { campaign_id: campaign.id, amount: 20_000 });
  assert.equal((await anonymous.get(`/api/v1/payment/sandbox/${mine.token}`)).statusCode, 401);
  assert.equal((await (await t.newUser('user')).get(`/api/v1/payment/sandbox/${mine.token}`)).statusCode, 404);
  assert.equal((await member.get(`/api/v1/payment/sandbox/${mine.token}`)).statusCode, 200);
});

test('a visitor is limited in how many gifts they start from one address', async () => {
  const campaign = await createCampaign(t);
  const codes: number[] = [];
  for (let i = 0; i < 22; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/donations',
      payload: namedGift(campaign.id),
      remoteAddress: '192.0.2.77',
    });
    codes.push(res.statusCode);
  }
  assert.deepEqual(codes.slice(0, 20), Array(20).fill(201));
  assert.equal(codes.at(-1), 429);
});

test("a member downloads the year's statement of their own paid gifts; nobody else's", async () => {
  const campaign = await createCampaign(t);
  const member = await t.newUser('user', 'tahunan@contoh.id');
  const paid = [
    await give(member, { campaign_id: campaign.id, amount: 25_000 }),
    await give(member, { campaign_id: campaign.id, amount: 100_000 }),
  ];
  for (const gift of paid) await notify(t, gift);
  await notify(t, await give(member, { campaign_id: campaign.id, amount: 40_000 }), 'deny');
  await notify(t, await paidGiftOfStranger(campaign.id), 'settlement');
  const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
  const res = await member.get(`/api/v1/donations/mine/statement.pdf?year=${year}`);
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /application\/pdf/);
  assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
  const numbers = (
    await t.app.db
      .select()
      .from(donations)
      .where(eq(donations.id_user, member.id ?? 0))
  )
    .filter((gift) => gift.status === 'paid')
    .map((gift) => gift.id);
  assert.equal(numbers.length, 2);
  const text = res.rawPayload.toString('latin1');
  assert.match(text, /total=125000/, 'the paid gifts only, the failed one and the stranger’s left out');
  const empty = await member.get(`/api/v1/donations/mine/statement.pdf?year=${year - 5}`);
  assert.match(empty.rawPayload.toString('latin1'), /total=0/);
  assert.equal((await (await t.as('anonymous')).get('/api/v1/donations/mine/statement.pdf')).statusCode, 401);
  assert.equal((await member.get('/api/v1/donations/mine/statement.pdf?year=abc')).statusCode, 400);
});

async function paidGiftOfStranger(campaignId: number) {
  return give(await t.as('anonymous'), { ...namedGift(campaignId, 77_000), email: 'asing@contoh.id' });
}

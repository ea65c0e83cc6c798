import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { payments } from '../payments/schema.js';
import { createCampaign, give, namedGift, notify, progress, type Started } from '../test/donations.js';
import { t, useSubscriptionApp } from '../test/subscription-fixture.js';
import { donations } from './schema.js';

/** A gift counts exactly once (issue 46), whatever the provider repeats and however many give at once. */
useSubscriptionApp();

/** Each visitor from an address of their own: a crowd, not one address hammering the site. */
const visitorAt = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function giveFrom(n: number, body: Record<string, unknown>): Promise<Started> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/donations',
    payload: body,
    remoteAddress: visitorAt(n),
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data;
}

test('a notification arriving twice records one gift and sends one thank-you', async () => {
  const campaign = await createCampaign(t);
  const started = await give(await t.as('anonymous'), namedGift(campaign.id));
  const [first, second] = await Promise.all([notify(t, started), notify(t, started)]);
  assert.deepEqual([first.statusCode, second.statusCode], [200, 200]);
  assert.deepEqual(
    [first.json().data.changed, second.json().data.changed].sort(),
    [false, true],
    'one of the two deliveries changed it',
  );
  assert.equal((await notify(t, started)).json().data.changed, false, 'a late replay changes nothing');
  const now = await progress(t, campaign.id);
  assert.deepEqual([now.given, now.donors, now.wall.length], [150_000, 1, 1]);
  const mails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'donation-receipt'), sql`${mailOutbox.data}->>'order_id' = ${started.order_id}`));
  assert.equal(mails.length, 1);
});

test('after 200 concurrent gifts the total is the sum of the settled ones minus the refunded', async () => {
  const campaign = await createCampaign(t);
  const amounts = Array.from({ length: 200 }, (_, i) => 10_000 + (i % 7) * 5_000);
  const gifts = await Promise.all(
    amounts.map((amount, i) => giveFrom(i + 1, { ...namedGift(campaign.id, amount), email: `donatur${i}@contoh.id` })),
  );
  // most are paid (some twice over), some fail, and some paid ones are refunded afterwards
  const fate = (i: number) => (i % 10 === 9 ? 'deny' : 'settlement');
  await Promise.all(
    gifts.flatMap((gift, i) => [notify(t, gift, fate(i), visitorAt(i)), notify(t, gift, fate(i), visitorAt(i + 500))]),
  );
  const admin = await t.as('admin');
  const refunded = gifts.filter((_, i) => i % 10 === 3);
  const ids = await t.app.db.select({ id: donations.id, order_id: donations.order_id }).from(donations);
  const idOf = new Map(ids.map((row) => [row.order_id, row.id]));
  const refunds = await Promise.all(
    refunded.map((gift) => admin.post(`/api/v1/donations/${idOf.get(gift.order_id)}/refund`, {})),
  );
  for (const res of refunds) assert.equal(res.statusCode, 200, res.body);
  const expected = amounts.reduce(
    (sum, amount, i) => (fate(i) === 'settlement' && i % 10 !== 3 ? sum + amount : sum),
    0,
  );
  const now = await progress(t, campaign.id);
  assert.equal(now.given, expected);
  assert.equal(now.donors, 200 - 20 - 20);
  const [books] = await t.app.db
    .select({ paid: sql<number>`coalesce(sum(${payments.gross_amount}), 0)::int` })
    .from(payments)
    .innerJoin(donations, eq(donations.order_id, payments.order_id))
    .where(and(eq(donations.campaign_id, campaign.id), eq(payments.transaction_status, 'settlement')));
  assert.equal(books?.paid, expected, 'the payments say the same');
});

test("deleting a donor's account keeps the gifts, without name or contact, and the total", async () => {
  const campaign = await createCampaign(t);
  const member = await t.newUser('user', 'hilang@contoh.id');
  const started = await give(member, {
    campaign_id: campaign.id,
    amount: 75_000,
    on_wall: true,
    message: 'Dari Hilang',
  });
  await notify(t, started);
  const admin = await t.as('admin');
  assert.equal((await admin.delete(`/api/v1/users/${member.id}`)).statusCode, 200);
  const [gift] = await t.app.db.select().from(donations).where(eq(donations.order_id, started.order_id));
  assert.ok(gift);
  assert.deepEqual(
    [gift.amount, gift.status, gift.id_user, gift.donor_name, gift.donor_email, gift.message],
    [75_000, 'paid', null, null, null, null],
  );
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.order_id, started.order_id));
  assert.deepEqual([payment?.gross_amount, payment?.buyer_name, payment?.buyer_email], [75_000, null, null]);
  const now = await progress(t, campaign.id);
  assert.equal(now.given, 75_000);
  assert.doesNotMatch(JSON.stringify(now), /hilang|Hilang/);
});

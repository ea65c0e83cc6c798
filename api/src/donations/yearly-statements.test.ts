import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { createCampaign, give, namedGift, notify, type Started } from '../test/donations.js';
import { t, useSubscriptionApp } from '../test/subscription-fixture.js';
import { donations } from './schema.js';
import { mailYearlyStatements, statementMailFiles } from './yearly-statements.js';

/** January's statements: one mail per member and year, with last year's paid gifts only. */
useSubscriptionApp();

async function paidAt(gift: Started, at: string) {
  assert.equal((await notify(t, gift)).statusCode, 200);
  await t.app.db
    .update(donations)
    .set({ paidAt: new Date(at) })
    .where(eq(donations.order_id, gift.order_id));
}

const statementsTo = (email: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .then((rows) => rows.filter((row) => row.kind === 'donation-statement'));

test("in January each member who gave last year is mailed that year's statement once, whatever runs it", async () => {
  const campaign = await createCampaign(t);
  const ana = await t.newUser('user', 'ana.tahunan@contoh.id');
  const budi = await t.newUser('user', 'budi.tahunan@contoh.id');
  await paidAt(await give(ana, { campaign_id: campaign.id, amount: 25_000 }), '2025-03-01T03:00:00Z');
  // 31 December 23:00 WIB is still last year; 1 January 01:00 WIB is this year's
  await paidAt(await give(ana, { campaign_id: campaign.id, amount: 100_000 }), '2025-12-31T16:00:00Z');
  await paidAt(await give(ana, { campaign_id: campaign.id, amount: 40_000 }), '2025-12-31T18:00:00Z');
  const unpaid = await give(ana, { campaign_id: campaign.id, amount: 60_000 });
  assert.equal((await notify(t, unpaid, 'deny')).statusCode, 200);
  await paidAt(await give(budi, { campaign_id: campaign.id, amount: 30_000 }), '2026-01-02T03:00:00Z');
  await paidAt(await give(await t.as('anonymous'), namedGift(campaign.id, 50_000)), '2025-05-01T03:00:00Z');

  // not in December, nor in February
  assert.deepEqual(await mailYearlyStatements(t.app.db, new Date('2025-12-30T00:00:00Z')), { queued: 0 });
  // two processes' runs in the same January hour, and a later one
  const january = new Date('2026-01-05T01:00:00Z');
  await Promise.all([mailYearlyStatements(t.app.db, january), mailYearlyStatements(t.app.db, january)]);
  await mailYearlyStatements(t.app.db, new Date('2026-01-20T01:00:00Z'));
  await mailYearlyStatements(t.app.db, new Date('2026-02-01T01:00:00Z'));

  const [mail, ...more] = await statementsTo('ana.tahunan@contoh.id');
  assert.ok(mail);
  assert.equal(more.length, 0, 'one statement per donor and year');
  assert.equal(mail.dedupe_key, `donation-statement:${ana.id}:2025`);
  const lines = (mail.data as { lines: { amount: number }[] }).lines;
  assert.deepEqual(
    lines.map((line) => line.amount),
    [25_000, 100_000],
  );
  assert.deepEqual(await statementsTo('budi.tahunan@contoh.id'), [], 'a gift of this year waits for next January');
  assert.deepEqual(await statementsTo('made@contoh.id'), [], "a visitor's gifts have no account to gather them");

  const [pdf] = await statementMailFiles(mail.data, { name: 'Teater Satu', url: 'https://teater.test' });
  assert.equal(pdf?.filename, 'donasi-2025.pdf');
  const text = Buffer.from(pdf?.content as Uint8Array).toString('latin1');
  assert.match(text, /^%PDF-/);
  assert.match(text, /total=125000/);
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { refusedCallers, withStaffFactors } from '../test/access-matrix/roles.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createCampaign, give, namedGift, notify } from '../test/donations.js';
import { TEST_SANDBOX_KEY } from '../test/payments.js';

// The admin's thank-you note, on a site where staff must show a second factor.
let t: TestApp;
before(async () => {
  t = withStaffFactors(await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, STAFF_SECOND_FACTOR: 'required' }));
});
after(() => t.close());

const note = { subject: 'Terima kasih, lampunya sudah menyala!', message: 'Berkat Anda, panggung kami terang.' };

/** A visitor's gift from `email`, paid (or as the provider says), with or without their yes to mail. */
async function gift(campaignId: number, email: string, may_mail: boolean, word = 'settlement') {
  const started = await give(await t.as('anonymous'), { ...namedGift(campaignId, 50_000), email, may_mail });
  assert.equal((await notify(t, started, word)).statusCode, 200);
  return started;
}

const thanksTo = async (campaignId: number) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'donation-thanks')))
    .filter((mail) => mail.dedupe_key.startsWith(`donation-thanks:${campaignId}:`))
    .map((mail) => mail.recipient)
    .sort();

test('the note goes once to each paid donor who agreed to mail, and the send is audited', async () => {
  const campaign = await createCampaign(t);
  const other = await createCampaign(t);
  await gift(campaign.id, 'setuju@contoh.id', true);
  await gift(campaign.id, 'Setuju@Contoh.id', true); // the same donor again
  await gift(campaign.id, 'diam@contoh.id', false);
  await gift(campaign.id, 'gagal@contoh.id', true, 'deny');
  const refunded = await gift(campaign.id, 'batal@contoh.id', true);
  assert.equal((await notify(t, refunded, 'refund')).statusCode, 200);
  await gift(other.id, 'lain@contoh.id', true);

  const admin = await t.as('admin');
  const sent = await admin.post(`/api/v1/kampanyes/${campaign.id}/thanks`, note);
  assert.equal(sent.statusCode, 200, sent.body);
  assert.equal(sent.json().data.queued, 1);
  assert.deepEqual(await thanksTo(campaign.id), ['setuju@contoh.id']);
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'donation-thanks'), eq(mailOutbox.recipient, 'setuju@contoh.id')));
  assert.equal(mail?.data.subject, note.subject);

  // sent again (a double click, another admin): nobody gets it twice; a new consenting donor does
  const again = await admin.post(`/api/v1/kampanyes/${campaign.id}/thanks`, note);
  assert.equal(again.json().data.queued, 0);
  await gift(campaign.id, 'baru@contoh.id', true);
  assert.equal((await admin.post(`/api/v1/kampanyes/${campaign.id}/thanks`, note)).json().data.queued, 1);
  assert.deepEqual(await thanksTo(campaign.id), ['baru@contoh.id', 'setuju@contoh.id']);
  assert.deepEqual(await thanksTo(other.id), []);

  const entries = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'kampanyes'), eq(auditLog.record_id, campaign.id), eq(auditLog.action, 'send')));
  assert.equal(entries.length, 3);
});

test('hostile callers: only an admin who showed a second factor sends it; bad ids and bodies are refused', async () => {
  const campaign = await createCampaign(t);
  await gift(campaign.id, 'korban@contoh.id', true);
  const callers = await refusedCallers(t);
  for (const [who, caller] of Object.entries(callers)) {
    const res = await caller.post(`/api/v1/kampanyes/${campaign.id}/thanks`, note);
    assert.equal(res.statusCode, who === 'anonymous' ? 401 : 403, `${who}: ${res.body.slice(0, 120)}`);
  }
  assert.deepEqual(await thanksTo(campaign.id), [], 'nothing was queued');
  const admin = await t.as('admin');
  for (const body of [
    null,
    [],
    'x',
    {},
    { ...note, subject: '' },
    { ...note, message: 'a\u0000b' },
    { ...note, subject: 'x'.repeat(151) },
  ]) {
    const res = await admin.post(`/api/v1/kampanyes/${campaign.id}/thanks`, body);
    assert.equal(res.statusCode, 400, JSON.stringify(body));
  }
  assert.equal((await admin.post('/api/v1/kampanyes/abc/thanks', note)).statusCode, 400);
  assert.equal((await admin.post('/api/v1/kampanyes/999999/thanks', note)).statusCode, 404);
  assert.deepEqual(await thanksTo(campaign.id), []);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { donationMessages, MIN_DONATION } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { payments } from '../payments/schema.js';
import { createCampaign, give, namedGift, notify, progress } from '../test/donations.js';
import { deliver, smtp, t, useMailApp } from '../test/mail-fixture.js';
import { decide, hoursFromNow } from '../test/payments.js';
import { donations } from './schema.js';

/** Giving once (issue 46): anyone gives to a running campaign, paid through the gateway, thanked with a receipt. */
useMailApp();

test('a visitor gives Rp 150.000 named: the total, the donors and the wall move once it is paid, and a receipt arrives', async () => {
  const campaign = await createCampaign(t);
  const anonymous = await t.as('anonymous');
  const started = await give(anonymous, namedGift(campaign.id));
  assert.equal(started.gross_amount, 150_000);
  assert.equal((await progress(t, campaign.id)).given, 0, 'an unpaid gift does not count');
  assert.equal((await decide(anonymous, started.token, 'settlement')).statusCode, 200);
  const now = await progress(t, campaign.id);
  assert.deepEqual([now.given, now.donors, now.target, now.open], [150_000, 1, 10_000_000, true]);
  assert.ok(now.days_left >= 29 && now.days_left <= 30);
  assert.deepEqual(now.suggested, [50_000, 150_000, 500_000]);
  assert.deepEqual(
    now.wall.map((w) => [w.name, w.amount, w.message]),
    [['Made Wirawan', 150_000, 'Semoga panggungnya makin terang!']],
  );
  await deliver();
  await smtp.waitFor(1);
  const [mail] = smtp.to('made@contoh.id');
  assert.ok(mail, 'the thank-you mail arrived');
  assert.match(mail.text ?? '', /Rp 150\.000,00/);
  assert.match(mail.text ?? '', /bukan bukti pengurang pajak/);
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
  assert.ok(pdf, 'with its receipt as a PDF');
  assert.match(pdf.filename ?? '', /^DON-\d{4}-\d{6}\.pdf$/);
  assert.equal(pdf.content.subarray(0, 5).toString(), '%PDF-');
});

test('an anonymous gift shows no name anywhere public, and one not agreed to the wall is not on it', async () => {
  const campaign = await createCampaign(t);
  const anonymous = await t.as('anonymous');
  const hidden = await give(anonymous, {
    ...namedGift(campaign.id, 50_000),
    name: 'Rahasia Sekali',
    anonymous: true,
  });
  const off = await give(anonymous, { ...namedGift(campaign.id, 20_000), name: 'Tidak Di Dinding', on_wall: false });
  await notify(t, hidden);
  await notify(t, off);
  const now = await progress(t, campaign.id);
  assert.equal(now.given, 70_000);
  assert.deepEqual(
    now.wall.map((w) => [w.name, w.amount]),
    [[null, 50_000]],
  );
  const pages = [
    await t.app.inject({ method: 'GET', url: `/api/v1/kampanyes/${campaign.id}/progress` }),
    await t.app.inject({ method: 'GET', url: '/api/v1/donations/current' }),
    await t.app.inject({ method: 'GET', url: `/api/v1/kampanyes/${campaign.id}` }),
  ];
  for (const page of pages) {
    assert.ok(page.statusCode < 400, page.body);
    assert.doesNotMatch(page.body, /Rahasia Sekali|Tidak Di Dinding/);
  }
});

test("a member's gift is linked to the account, the name and e-mail taken from it", async () => {
  const campaign = await createCampaign(t);
  const member = await t.newUser('user', 'donatur@contoh.id');
  const started = await give(member, { campaign_id: campaign.id, amount: 50_000, on_wall: true });
  await notify(t, started);
  const [gift] = await t.app.db.select().from(donations).where(eq(donations.order_id, started.order_id));
  assert.equal(gift?.id_user, member.id);
  assert.equal(gift?.donor_email, 'donatur@contoh.id');
  assert.equal(gift?.status, 'paid');
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.order_id, started.order_id));
  assert.deepEqual([payment?.kind, payment?.gross_amount, payment?.id_user], ['donation', 50_000, member.id]);
});

test('is refused below the minimum, without a name or e-mail from a visitor, and outside the campaign', async () => {
  const campaign = await createCampaign(t);
  const anonymous = await t.as('anonymous');
  const small = await anonymous.post('/api/v1/donations', { ...namedGift(campaign.id), amount: MIN_DONATION - 1 });
  assert.equal(small.statusCode, 400);
  assert.equal(small.json().errors.amount, donationMessages.minimum);
  const { name: _name, ...nameless } = namedGift(campaign.id);
  assert.equal((await anonymous.post('/api/v1/donations', nameless)).json().errors?.name, 'Wajib diisi');
  const { email: _email, ...mailless } = namedGift(campaign.id);
  assert.equal((await anonymous.post('/api/v1/donations', mailless)).statusCode, 400);
  for (const bad of [
    { amount: 'banyak' },
    { amount: 15_000.5 },
    { message: 'x'.repeat(281) },
    { email: 'bukan-email' },
    { campaign_id: -1 },
  ]) {
    const res = await anonymous.post('/api/v1/donations', { ...namedGift(campaign.id), ...bad });
    assert.equal(res.statusCode, 400, JSON.stringify(bad));
  }
  assert.equal((await anonymous.post('/api/v1/donations', namedGift(999_999))).statusCode, 404);
  const ended = await createCampaign(t, { mulai: hoursFromNow(-48), selesai: hoursFromNow(-1) });
  const late = await anonymous.post('/api/v1/donations', namedGift(ended.id));
  assert.equal(late.statusCode, 409);
  assert.equal(late.json().message, donationMessages.campaignClosed);
  const none = await t.app.db.select().from(donations).where(eq(donations.campaign_id, ended.id));
  assert.equal(none.length, 0, 'nothing is stored for a refused gift');
});

test('a failed payment is no gift, and a campaign ends after it starts', async () => {
  const campaign = await createCampaign(t);
  const anonymous = await t.as('anonymous');
  const started = await give(anonymous, namedGift(campaign.id));
  assert.equal((await decide(anonymous, started.token, 'cancel')).statusCode, 200);
  const [gift] = await t.app.db.select().from(donations).where(eq(donations.order_id, started.order_id));
  assert.equal(gift?.status, 'failed');
  assert.equal((await progress(t, campaign.id)).given, 0);
  const admin = await t.as('admin');
  const form = new FormData();
  for (const [k, v] of Object.entries({
    judul: 'X',
    cerita: 'Y',
    target: '10000',
    mulai: hoursFromNow(2),
    selesai: hoursFromNow(1),
  })) {
    form.append(k, v);
  }
  const backwards = await admin.post('/api/v1/kampanyes', form);
  assert.equal(backwards.statusCode, 400);
  assert.equal(backwards.json().errors.selesai, donationMessages.windowInvalid);
});

test('only admins write campaigns', async () => {
  for (const role of ['anonymous', 'user'] as const) {
    const caller = await t.as(role);
    const res = await caller.post('/api/v1/kampanyes', { judul: 'X' });
    assert.equal(res.statusCode, role === 'anonymous' ? 401 : 403);
  }
});

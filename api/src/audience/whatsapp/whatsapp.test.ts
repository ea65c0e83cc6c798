import assert from 'node:assert/strict';
import { test } from 'node:test';
import { audienceMessages, formatDateTime } from '@teater/contract';
import { eq, sql } from 'drizzle-orm';
import { withLocale } from '../../core/locale.js';
import type { Caller } from '../../test/app.js';
import { deliver, smtp, t, useMailApp } from '../../test/mail-fixture.js';
import { createShow, decide, order } from '../../test/payments.js';
import { whatsappMessages, whatsappSandbox } from '../schema.js';
import { localesOfMessages } from './message-locale.js';
import { SANDBOX_BUSINESS } from './sandbox.js';
import { signatureOf, statusPayload } from './webhook.js';

/**
 * WhatsApp as a second channel, against the built-in sandbox (no WHATSAPP_* settings), which
 * speaks the Cloud API: the request it receives, the statuses it posts to the signed webhook.
 */
useMailApp();

async function optedIn(email: string, number: string): Promise<Caller> {
  const member = await t.newUser('user', email);
  const res = await member.put('/api/v1/users/me/whatsapp', { granted: true, number });
  assert.equal(res.statusCode, 200, res.body);
  return member;
}

interface SentTemplate {
  language: { code: string };
  components: { parameters: { text: string }[] }[];
}
interface AdminMessage {
  phone: string;
  language: string;
  preview: string;
}

const messageOf = async (key: string) =>
  (await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.dedupe_key, key)))[0];

async function postWebhook(body: object, secret?: string) {
  const raw = JSON.stringify(body);
  const appSecret = secret ?? (await t.app.whatsapp.secrets()).appSecret;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw, appSecret) },
    payload: raw,
  });
}

const failedStatus = (wamid: string) =>
  statusPayload(SANDBOX_BUSINESS, {
    id: wamid,
    status: 'failed',
    timestamp: '1767225600',
    errors: [{ code: 131026, title: 'Message undeliverable' }],
  });

test('a member adds a WhatsApp number and opts in; a wrong number is refused in Indonesian', async () => {
  const member = await t.newUser('user', 'wa-setting@test.id');
  const bad = await member.put('/api/v1/users/me/whatsapp', { granted: true, number: '12345' });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().errors.number, audienceMessages.whatsappInvalidNumber);
  const missing = await member.put('/api/v1/users/me/whatsapp', { granted: true });
  assert.equal(missing.json().errors.number, audienceMessages.whatsappNumberRequired);
  const saved = await member.put('/api/v1/users/me/whatsapp', { granted: true, number: '0812-3456 7890' });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(saved.json().data, { number: '6281234567890', granted: true });
  const consents = (await member.get('/api/v1/users/me/consents')).json().data.history as { kind: string }[];
  assert.equal(consents[0]?.kind, 'whatsapp', 'the opt-in is a consent on record');
  const off = await member.put('/api/v1/users/me/whatsapp', { granted: false });
  assert.deepEqual(off.json().data, { number: null, granted: false }, 'opting out forgets the number');
});

test('a paid e-ticket reaches the sandbox with its template and parameters; statuses come back signed', async () => {
  const buyer = await optedIn('wa-tiket@test.id', '+62 812 7000 1234');
  const show = await createShow(t, { nama_pertujukan: 'Sampek Engtay', tempat_pertujukan: 'Gedung Kesenian' });
  const placed = (await order(buyer, show.id, 2)).json().data as { order_id: string; token: string };
  await decide(buyer, placed.token, 'settlement');
  assert.equal(await t.app.whatsapp.deliverDue(), 1);

  const message = await messageOf(`ticket-paid:${placed.order_id}`);
  assert.equal(message?.status, 'delivered', 'the sandbox reported sent, then delivered');
  const [received] = await t.app.db
    .select()
    .from(whatsappSandbox)
    .where(eq(whatsappSandbox.wamid, message?.wamid ?? ''));
  const request = received?.request as { to: string; type: string; template: Record<string, unknown> };
  assert.equal(request.to, '6281270001234');
  assert.equal(request.type, 'template');
  const codes = (
    (await t.app.db.execute(sql`
    SELECT string_agg(code, ', ' ORDER BY seat) AS codes FROM tickets
    WHERE id_order = (SELECT id FROM ticket_orders WHERE order_id = ${placed.order_id})`)) as unknown as {
      rows: { codes: string }[];
    }
  ).rows[0]?.codes;
  assert.deepEqual(request.template, {
    name: 'e_tiket',
    language: { code: 'id' },
    components: [
      {
        type: 'body',
        parameters: [
          'Siti Aminah',
          'Sampek Engtay',
          `${formatDateTime(show.tanggal_pertujukan)} WIB`,
          'Gedung Kesenian',
          '2',
          codes,
        ].map((text) => ({ type: 'text', text })),
      },
    ],
  });
  await deliver();
  assert.equal(smtp.to('wa-tiket@test.id').filter((m) => m.subject?.startsWith('E-tiket')).length, 1, 'the mail too');

  const admin = await t.as('admin');
  const listed = (await admin.get('/api/v1/admin/whatsapp?kind=ticket-paid')).json().data as { preview: string }[];
  assert.match(listed[0]?.preview ?? '', /Sampek Engtay/);
  assert.equal((await admin.get('/api/v1/admin/whatsapp/channel')).json().data.mode, 'sandbox');
});

test('a member who chose English gets the English translation, with dates, amounts and links in English', async () => {
  const buyer = await optedIn('wa-english@test.id', '081270005678');
  assert.equal((await buyer.patch(`/api/v1/users/${buyer.id}`, { bahasa: 'en' })).statusCode, 200);
  const show = await createShow(t, { nama_pertujukan: 'Kapai-Kapai', tempat_pertujukan: 'Taman Budaya' });
  const placed = (await order(buyer, show.id, 1)).json().data as { order_id: string; token: string };
  await decide(buyer, placed.token, 'settlement');
  assert.equal(await t.app.whatsapp.deliverDue(), 1);

  const message = await messageOf(`ticket-paid:${placed.order_id}`);
  const [received] = await t.app.db
    .select()
    .from(whatsappSandbox)
    .where(eq(whatsappSandbox.wamid, message?.wamid ?? ''));
  assert.ok(received);
  const template = (received.request as { template: SentTemplate }).template;
  assert.deepEqual(template.language, { code: 'en' }, 'the English translation of the same template');
  const when = template.components[0]?.parameters[2]?.text;
  assert.equal(when, `${withLocale('en', () => formatDateTime(show.tanggal_pertujukan))} WIB`);
  assert.notEqual(when, `${formatDateTime(show.tanggal_pertujukan)} WIB`, 'not the Indonesian date');

  const admin = await t.as('admin');
  const listed = (await admin.get('/api/v1/admin/whatsapp?kind=ticket-paid')).json().data as AdminMessage[];
  const english = listed.find((row) => row.phone === '6281270005678');
  assert.equal(english?.language, 'en');
  assert.match(english?.preview ?? '', /^Hello .+, your ticket payment has been received\. Kapai-Kapai, /);
  assert.ok(
    listed.some((row) => row.language === 'id' && row.preview.startsWith('Halo ')),
    'the Indonesian member still reads Indonesian',
  );
});

test("a message's language is fixed when queued, else its member's choice when sent", async () => {
  const member = await t.newUser('user', 'wa-bahasa@test.id');
  await member.patch(`/api/v1/users/${member.id}`, { bahasa: 'en' });
  const rows = [{ data: {} }, { data: { locale: 'id' } }].map((row) => ({ ...row, user_id: member.id }));
  assert.deepEqual(await localesOfMessages(t.app.db, [...rows, { user_id: null, data: {} }]), ['en', 'id', 'id']);
});

test('a forged status webhook is refused and changes nothing; the handshake answers only the verify token', async () => {
  const [message] = await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.status, 'delivered'));
  assert.ok(message?.wamid);
  const forged = await postWebhook(failedStatus(message.wamid), 'not-the-app-secret');
  assert.equal(forged.statusCode, 403);
  const unsigned = await t.app.inject({
    method: 'POST',
    url: '/api/v1/whatsapp/webhook',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(failedStatus(message.wamid)),
  });
  assert.equal(unsigned.statusCode, 403);
  assert.equal((await messageOf(message.dedupe_key))?.status, 'delivered');
  assert.equal((await messageOf(message.dedupe_key))?.fell_back, false);

  const { verifyToken } = await t.app.whatsapp.secrets();
  const handshake = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
    });
  assert.equal((await handshake('tebakan')).statusCode, 403);
  const ok = await handshake(verifyToken);
  assert.equal(ok.statusCode, 200);
  assert.equal(ok.body, '1158201444');
});

/** A pending order of the buyer's, its payment reminder due (a third of the hold left). */
async function reminded(buyer: Caller) {
  const show = await createShow(t, { nama_pertujukan: 'Opera Kecoa' });
  const placed = (await order(buyer, show.id, 1)).json().data as { order_id: string };
  await t.app.mail.remindPayments(new Date(Date.now() + 11 * 60_000));
  return `payment-reminder:${placed.order_id}`;
}
const remindersTo = (email: string) =>
  smtp.to(email).filter((m) => m.subject?.startsWith('Selesaikan pembayaran tiketmu')).length;

test('a WhatsApp send that fails falls back to the mail, once', async () => {
  // not on WhatsApp: the API takes it, then the webhook says failed (131026)
  const lost = await optedIn('wa-gagal@test.id', '0812 0000 0000');
  const key = await reminded(lost);
  await deliver();
  assert.equal(remindersTo('wa-gagal@test.id'), 0, 'WhatsApp first');
  await t.app.whatsapp.deliverDue();
  const failed = await messageOf(key);
  assert.equal(failed?.status, 'failed');
  assert.match(failed?.last_error ?? '', /^131026/);
  // Meta retries webhooks: the same failure again, and the reminder job again, add nothing
  assert.equal((await postWebhook(failedStatus(failed?.wamid ?? ''))).statusCode, 200);
  await t.app.mail.remindPayments(new Date(Date.now() + 12 * 60_000));
  await t.app.whatsapp.deliverDue();
  await deliver();
  assert.equal(remindersTo('wa-gagal@test.id'), 1);

  // refused by the API at once (131030): the same, without waiting for a webhook
  const refused = await optedIn('wa-tolak@test.id', '0812 9999 9999');
  const refusedKey = await reminded(refused);
  await t.app.whatsapp.deliverDue();
  assert.equal((await messageOf(refusedKey))?.status, 'failed');
  await deliver();
  assert.equal(remindersTo('wa-tolak@test.id'), 1);

  // without WhatsApp the reminder is a mail from the start
  const plain = await t.newUser('user', 'tanpa-wa@test.id');
  assert.equal(await messageOf(await reminded(plain)), undefined);
  await deliver();
  assert.equal(remindersTo('tanpa-wa@test.id'), 1);
});

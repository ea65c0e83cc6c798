import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createShow, decide, order, TEST_SANDBOX_KEY } from '../../test/payments.js';
import { whatsappMessages, whatsappSandbox } from '../schema.js';
import { SANDBOX_BUSINESS } from './sandbox.js';
import { signatureOf, statusPayload } from './webhook.js';

/**
 * The Cloud API client as configured with WHATSAPP_*: over real HTTP to another server's sandbox,
 * which takes exactly the Cloud API's requests (path, Bearer token, template body), so the client's
 * request, its reading of the answer and of a refusal, and the template settings are what Meta
 * would see. The webhook then takes only what WHATSAPP_APP_SECRET signed.
 */
const APP_SECRET = 'rahasia-aplikasi-meta';
let meta: TestApp;
let site: TestApp;

before(async () => {
  meta = await buildTestApp();
  const address = await meta.app.listen({ port: 0, host: '127.0.0.1' });
  const { token } = await meta.app.whatsapp.secrets();
  site = await buildTestApp({
    PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY,
    WHATSAPP_TOKEN: token,
    WHATSAPP_PHONE_NUMBER_ID: SANDBOX_BUSINESS.phoneNumberId,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'token-verifikasi-123',
    WHATSAPP_API_URL: `${address}/api/v1/whatsapp/sandbox`,
    WHATSAPP_TEMPLATE_TICKET_PAID: 'tiket_kita:show,count',
    WHATSAPP_LANGUAGE: 'en_US',
  });
});
after(async () => {
  await site?.close();
  await meta?.close();
});

async function paidOrderOf(email: string, number: string) {
  const buyer = await site.newUser('user', email);
  assert.equal((await buyer.put('/api/v1/users/me/whatsapp', { granted: true, number })).statusCode, 200);
  const show = await createShow(site, { nama_pertujukan: 'Kapai-Kapai' });
  const placed = (await order(buyer, show.id, 3)).json().data as { order_id: string; token: string };
  await decide(buyer, placed.token, 'settlement');
  await site.app.whatsapp.deliverDue();
  const [message] = await site.app.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.dedupe_key, `ticket-paid:${placed.order_id}`));
  return message;
}

test('with WHATSAPP_* set, the e-ticket goes to the configured API over HTTP, with the configured template', async () => {
  assert.equal(site.app.whatsapp.mode, 'cloud');
  const message = await paidOrderOf('cloud@test.id', '081311112222');
  assert.equal(message?.status, 'accepted');
  const [received] = await meta.app.db
    .select()
    .from(whatsappSandbox)
    .where(eq(whatsappSandbox.wamid, message?.wamid ?? ''));
  assert.ok(received);
  assert.deepEqual((received.request as { template: unknown }).template, {
    name: 'tiket_kita',
    language: { code: 'en_US' },
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Kapai-Kapai' },
          { type: 'text', text: '3' },
        ],
      },
    ],
  });

  const read = JSON.stringify(
    statusPayload(SANDBOX_BUSINESS, { id: message?.wamid ?? '', status: 'read', timestamp: '1767225600' }),
  );
  const post = (secret: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/v1/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(read, secret) },
      payload: read,
    });
  const { appSecret } = await meta.app.whatsapp.secrets();
  assert.equal((await post(appSecret)).statusCode, 403, 'signed with another app secret');
  assert.equal((await post(APP_SECRET)).statusCode, 200);
  const [after] = await site.app.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.id, message?.id ?? 0));
  assert.equal(after?.status, 'read');
  const verify = await site.app.inject({
    method: 'GET',
    url: '/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=token-verifikasi-123&hub.challenge=42',
  });
  assert.equal(verify.body, '42');
});

test('a refusal of the API is read from its error answer: the message fails at once, without retries', async () => {
  const message = await paidOrderOf('cloud-tolak@test.id', '081399999999');
  assert.equal(message?.status, 'failed');
  assert.match(message?.last_error ?? '', /^131030/);
  assert.equal(message?.attempts, 1, 'not retried: the refusal is not a passing one');
});

import { createHmac, randomBytes } from 'node:crypto';
import { API_BASE } from '@teater/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db/client.js';
import { siteKey } from '../../core/keys/site-keys.js';
import { whatsappSandbox } from '../schema.js';
import { templateRequestSchema } from './cloud-api.js';
import { signatureOf, statusPayload, type WebhookStatus } from './webhook.js';

/**
 * The built-in sandbox, used without WHATSAPP_* settings: it takes the Cloud API's requests (same
 * path, Bearer token and body), answers as the API does, and reports each message's statuses to
 * the site's webhook signed as Meta signs them, the way the payment sandbox speaks Midtrans'.
 * A number ending in 0000 is not on WhatsApp (accepted, then `failed`, 131026); one ending in 9999
 * is refused at once (131030); any other is `sent`, then `delivered`.
 */
export const SANDBOX_BUSINESS = {
  phoneNumberId: '100000000000001',
  accountId: '200000000000001',
  displayNumber: '6280000000001',
};

export interface WhatsAppSecrets {
  token: string;
  appSecret: string;
  verifyToken: string;
}

/** The sandbox's token, app secret and verify token: derived from a site key, the same in every process. */
export async function sandboxSecrets(db: Db): Promise<WhatsAppSecrets> {
  const key = await siteKey(db, 'whatsapp-sandbox');
  const derive = (what: string) => createHmac('sha256', key).update(what).digest('base64url');
  return { token: derive('token'), appSecret: derive('app-secret'), verifyToken: derive('verify-token') };
}

const graphError = (status: number, code: number, message: string, details?: string) => ({
  status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  },
});

/** The sandbox's answer to `POST /{version}/{phone-number-id}/messages`. */
export async function sandboxReceive(
  db: Db,
  request: { phoneNumberId: string; authorization: string | undefined; body: unknown },
): Promise<{ status: number; body: unknown }> {
  const secrets = await sandboxSecrets(db);
  if (request.authorization !== `Bearer ${secrets.token}`) {
    return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
  }
  if (request.phoneNumberId !== SANDBOX_BUSINESS.phoneNumberId) {
    return graphError(400, 100, `Unsupported post request. Object with ID '${request.phoneNumberId}' does not exist`);
  }
  const parsed = templateRequestSchema.safeParse(request.body);
  if (!parsed.success) return graphError(400, 100, '(#100) Invalid parameter', parsed.error.issues[0]?.message);
  const to = parsed.data.to.replace(/^\+/, '');
  if (to.endsWith('9999')) {
    return graphError(
      400,
      131030,
      '(#131030) Recipient phone number not in allowed list',
      'Nomor ini tidak menerima pesan',
    );
  }
  const wamid = `wamid.${randomBytes(24).toString('base64url')}`;
  const unreported = to.endsWith('0000') ? ['failed'] : ['sent', 'delivered'];
  await db.insert(whatsappSandbox).values({ wamid, request: parsed.data, unreported });
  return {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: parsed.data.to, wa_id: to }],
      messages: [{ id: wamid, message_status: 'accepted' }],
    },
  };
}

const statusOf = (wamid: string, to: string, status: string): WebhookStatus => ({
  id: wamid,
  status,
  timestamp: String(Math.floor(Date.now() / 1000)),
  recipient_id: to,
  ...(status === 'failed'
    ? {
        errors: [
          { code: 131026, title: 'Message undeliverable', error_data: { details: 'Nomor ini tidak memakai WhatsApp' } },
        ],
      }
    : {}),
});

/**
 * Posts the statuses the sandbox has not reported yet to the site's webhook, each signed with the
 * sandbox's app secret. Taken with SKIP LOCKED, so two processes never report one twice.
 */
export async function sandboxReport(app: FastifyInstance): Promise<number> {
  const { appSecret } = await sandboxSecrets(app.db);
  const result = await app.db.execute(sql`
    WITH taken AS (
      SELECT id, wamid, request, unreported FROM whatsapp_sandbox
      WHERE unreported <> '[]'::jsonb ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED
    ), cleared AS (
      UPDATE whatsapp_sandbox s SET unreported = '[]'::jsonb FROM taken WHERE s.id = taken.id
    )
    SELECT wamid, request->>'to' AS "to", unreported FROM taken ORDER BY id`);
  const rows = (result as unknown as { rows: { wamid: string; to: string; unreported: string[] }[] }).rows;
  for (const row of rows) {
    for (const status of row.unreported) {
      const raw = JSON.stringify(statusPayload(SANDBOX_BUSINESS, statusOf(row.wamid, row.to, status)));
      await app.inject({
        method: 'POST',
        url: `${API_BASE}/whatsapp/webhook`,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw, appSecret) },
        payload: raw,
      });
    }
  }
  return rows.length;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The Cloud API's webhook: Meta posts JSON signed with the app secret (`X-Hub-Signature-256:
 * sha256=<hex HMAC-SHA256 of the raw body>`); message statuses are in entry[].changes[].value.statuses.
 */
export const signatureOf = (raw: Buffer | string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** Whether the raw body was signed with the app secret (constant time). */
export function isSigned(raw: Buffer, header: string | string[] | undefined, appSecret: string): boolean {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(signatureOf(raw, appSecret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const statusSchema = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number().int(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
export type WebhookStatus = z.infer<typeof statusSchema>;

export const webhookSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ statuses: z.array(statusSchema).optional() }).loose(),
        }),
      ),
    }),
  ),
});
export type WebhookPayload = z.infer<typeof webhookSchema>;

/** Every message status a notification carries (messages members sent us are not read here). */
export const statusesOf = (payload: WebhookPayload): WebhookStatus[] =>
  payload.entry.flatMap((entry) => entry.changes.flatMap((change) => change.value.statuses ?? []));

/** What a failed status says went wrong. */
export const errorOf = (status: WebhookStatus) => {
  const error = status.errors?.[0];
  return error ? `${error.code}: ${error.error_data?.details ?? error.title ?? error.message ?? ''}`.trim() : null;
};

/** One status as the Cloud API posts it (the sandbox builds its notifications with this). */
export function statusPayload(
  business: { accountId: string; phoneNumberId: string; displayNumber: string },
  status: WebhookStatus,
): WebhookPayload {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: business.accountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: business.displayNumber, phone_number_id: business.phoneNumberId },
              statuses: [status],
            },
          },
        ],
      },
    ],
  };
}

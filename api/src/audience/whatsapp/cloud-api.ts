import { z } from 'zod';

/**
 * The WhatsApp Business Cloud API as this site uses it: a template message sent with
 * `POST /{version}/{phone-number-id}/messages` (Bearer token), answered with the message's id
 * (`wamid`) or a Graph API error. The built-in sandbox validates requests with the same schema.
 */
export const templateRequestSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\+?\d{8,15}$/),
  type: z.literal('template'),
  template: z.object({
    name: z.string().regex(/^[a-z0-9_]{1,512}$/),
    language: z.object({ code: z.string().min(2), policy: z.literal('deterministic').optional() }),
    components: z
      .array(
        z.object({
          type: z.literal('body'),
          parameters: z.array(
            z.object({
              type: z.literal('text'),
              // no line breaks, tabs or more than four spaces in a row (the API refuses them)
              text: z
                .string()
                .min(1)
                .max(32_768)
                .refine((text) => !/[\n\t]| {5,}/.test(text)),
            }),
          ),
        }),
      )
      .optional(),
  }),
});
export type TemplateRequest = z.infer<typeof templateRequestSchema>;

export const sendAnswerSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string().min(1), message_status: z.string().optional() })).min(1),
});

export const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
    error_data: z.object({ messaging_product: z.string().optional(), details: z.string().optional() }).optional(),
    fbtrace_id: z.string().optional(),
  }),
});
export type GraphError = z.infer<typeof graphErrorSchema>['error'];

/** A template message to `to` (digits with the country code) with its body's parameters in order. */
export function templateRequest(to: string, name: string, language: string, parameters: string[]): TemplateRequest {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name,
      language: { code: language },
      ...(parameters.length
        ? {
            components: [
              { type: 'body' as const, parameters: parameters.map((text) => ({ type: 'text' as const, text })) },
            ],
          }
        : {}),
    },
  };
}

/**
 * Error codes worth trying again later (rate limits, temporary trouble on Meta's side); any other
 * refusal (a template not approved, a number not on WhatsApp, bad parameters) fails at once.
 */
const TRANSIENT = new Set([1, 2, 4, 17, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    /** worth another try later */
    readonly transient: boolean,
  ) {
    super(message);
  }
}

/** How a request reaches the API: over HTTPS to Meta, or in-process to the sandbox. */
export interface WhatsAppTransport {
  post(path: string, token: string, body: unknown): Promise<{ status: number; body: unknown }>;
}

export interface CloudApi {
  transport: WhatsAppTransport;
  token: string;
  phoneNumberId: string;
  version: string;
}

/** Sends a template message; answers its wamid or throws a WhatsAppError. */
export async function sendTemplate(api: CloudApi, request: TemplateRequest): Promise<string> {
  let answer: { status: number; body: unknown };
  try {
    answer = await api.transport.post(`/${api.version}/${api.phoneNumberId}/messages`, api.token, request);
  } catch (error) {
    throw new WhatsAppError(`WhatsApp tidak terjangkau: ${String(error)}`, null, true);
  }
  if (answer.status >= 200 && answer.status < 300) {
    const sent = sendAnswerSchema.safeParse(answer.body);
    if (sent.success) return sent.data.messages[0]?.id ?? '';
    throw new WhatsAppError('Jawaban WhatsApp tidak dikenal', null, true);
  }
  const refused = graphErrorSchema.safeParse(answer.body);
  if (!refused.success) throw new WhatsAppError(`WhatsApp menjawab ${answer.status}`, null, answer.status >= 500);
  const { code, message, error_data } = refused.data.error;
  const transient = answer.status >= 500 || answer.status === 429 || TRANSIENT.has(code);
  throw new WhatsAppError(`${code}: ${error_data?.details ?? message}`, code, transient);
}

/** The Graph API over HTTPS. */
export const graphTransport = (baseUrl: string): WhatsAppTransport => ({
  async post(path, token, body) {
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed };
  },
});

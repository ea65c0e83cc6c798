import { audienceMessages, messageAnswer, validationMessages } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, rawAnswer } from '../../core/answers.js';
import { badRequest, forbidden, notFound } from '../../core/http-error.js';
import { graphErrorSchema, sendAnswerSchema } from './cloud-api.js';
import { sandboxReceive } from './sandbox.js';
import { applyStatuses } from './statuses.js';
import { isSigned, statusesOf, webhookSchema } from './webhook.js';

const declared = {
  verify: answers({ 200: rawAnswer('text/plain', 'hub.challenge, as sent') }, [403]),
  receive: answers({ 200: messageAnswer }, [400, 403]),
  sandbox: answers({ 200: sendAnswerSchema, 400: graphErrorSchema, 401: graphErrorSchema }, [404]),
};
const handshake = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});
const WEBHOOK_LIMIT = { rateLimit: { max: 600, timeWindow: '1 minute' } };

/**
 * The Cloud API's webhook: the GET handshake (hub.verify_token), and the POSTed statuses, taken only
 * when X-Hub-Signature-256 is the app secret's HMAC of the raw body. Its own plugin: the raw body
 * is kept for the signature, here only.
 */
async function webhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.get(
    '/whatsapp/webhook',
    { config: WEBHOOK_LIMIT, schema: { querystring: handshake, response: declared.verify } },
    async (request, reply) => {
      const query = request.query as z.infer<typeof handshake>;
      const { verifyToken } = await app.whatsapp.secrets();
      if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== verifyToken || !query['hub.challenge']) {
        throw forbidden(audienceMessages.verifyForbidden);
      }
      return reply.type('text/plain').send(query['hub.challenge']);
    },
  );
  app.post('/whatsapp/webhook', { config: WEBHOOK_LIMIT, schema: { response: declared.receive } }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const { appSecret } = await app.whatsapp.secrets();
    if (!isSigned(raw, request.headers['x-hub-signature-256'], appSecret))
      throw forbidden(audienceMessages.webhookForbidden);
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest(validationMessages.malformedJson);
    }
    const parsed = webhookSchema.safeParse(payload);
    // a signed notification of another kind (template reviews, account updates) is fine, and ignored
    if (parsed.success) await applyStatuses(app.db, statusesOf(parsed.data));
    return { message: 'OK' };
  });
}

/** The sandbox's side of `POST /{version}/{phone-number-id}/messages` (sandbox mode only). */
function sandboxRoute(app: FastifyInstance) {
  app.post(
    '/whatsapp/sandbox/:version/:phoneNumberId/messages',
    { schema: { params: z.object({ version: z.string(), phoneNumberId: z.string() }), response: declared.sandbox } },
    async (request, reply) => {
      if (app.whatsapp.mode !== 'sandbox') throw notFound();
      const { phoneNumberId } = request.params as { phoneNumberId: string };
      const answer = await sandboxReceive(app.db, {
        phoneNumberId,
        authorization: request.headers.authorization,
        body: request.body,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
}

export async function whatsappRoutes(app: FastifyInstance) {
  await app.register(webhookRoutes);
  sandboxRoute(app);
}

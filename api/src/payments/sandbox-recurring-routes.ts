import {
  dataAnswer,
  renewalMessages,
  sandboxCardBody,
  sandboxCardTokenSchema,
  savedAnswer,
  validationMessages,
} from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { badRequest, notFound, parseOrThrow } from '../core/http-error.js';
import { customerRefOf, sandboxRecurringOf } from './recurring-provider.js';

const declared = {
  token: answers({ 200: sandboxCardTokenSchema }, [...refusalsOf('user'), 400, 404, 429]),
  gopay: answers({ 200: savedAnswer(z.object({ status: z.string() })) }, [...refusalsOf('user'), 404]),
  gopayState: answers({ 200: dataAnswer(z.object({ masked: z.string(), status: z.string() })) }, [
    ...refusalsOf('user'),
    404,
  ]),
};
const accountParams = z.object({ account: z.string().regex(/^[0-9a-f-]{36}$/) });

/**
 * The sandbox's side of recurring payments, where Midtrans' would be: card tokenization
 * (/v2/token, which Midtrans' card form calls from the browser) and the page where a GoPay
 * account's owner confirms its link (Gojek's, with Midtrans). Only while the sandbox is the gateway.
 */
export async function sandboxRecurringRoutes(app: FastifyInstance) {
  const sandbox = () => {
    const found = sandboxRecurringOf(app);
    if (!found) throw notFound();
    return found;
  };

  app.post(
    '/payment/sandbox/v2/token',
    {
      preHandler: requireAccess('user'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: declared.token },
    },
    async (request) => {
      const card = parseOrThrow(sandboxCardBody, request.body ?? {});
      const made = await sandbox().tokenizeCard(card, customerRefOf(app, callerOf(request).id));
      if ('problem' in made) {
        throw badRequest(renewalMessages.cardInvalid, { [made.problem]: validationMessages.invalid });
      }
      return { status_code: '200', token_id: made.token_id };
    },
  );

  app.get(
    '/payment/sandbox/gopay/:account',
    { preHandler: requireAccess('user'), schema: { response: declared.gopayState } },
    async (request) => {
      const { account } = parseOrThrow(accountParams, request.params);
      const method = await sandbox().method('gopay', account, customerRefOf(app, callerOf(request).id));
      if (!method) throw notFound();
      return { data: { masked: method.masked, status: method.status } };
    },
  );

  app.post(
    '/payment/sandbox/gopay/:account',
    { preHandler: requireAccess('user'), schema: { response: declared.gopay } },
    async (request) => {
      const { account } = parseOrThrow(accountParams, request.params);
      const customer = customerRefOf(app, callerOf(request).id);
      const method =
        (await sandbox().confirmGopay(account, customer)) ?? (await sandbox().method('gopay', account, customer));
      if (!method) throw notFound();
      return { message: renewalMessages.gopayLinked, data: { status: method.status } };
    },
  );
}

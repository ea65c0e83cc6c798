import { dataAnswer, voucherCheckBody, voucherTermsSchema } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { parseOrThrow } from '../core/http-error.js';
import { takeVoucher } from './vouchers.js';

const declared = answers({ 200: dataAnswer(voucherTermsSchema) }, [...refusalsOf('user'), 400, 409, 429]);

/**
 * POST /tiket/user/voucher: the order form shows a voucher's discount before paying. The code is
 * checked as the order will check it (its row locked for the instant of the check) and its terms
 * answer; the form computes the discount of the seats typed (contract's voucherDiscount). Limited
 * as a code tried in an order would be: a member cannot walk the codes.
 */
export async function voucherCheckRoute(app: FastifyInstance) {
  app.post(
    '/tiket/user/voucher',
    {
      preHandler: requireAccess('user'),
      schema: { response: declared },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const caller = callerOf(request);
      const body = parseOrThrow(voucherCheckBody, request.body ?? {});
      const lines = (body.categories ?? []).filter((line) => line.count > 0);
      const terms = await app.db.transaction((tx) =>
        takeVoucher(tx, {
          code: body.voucher ?? '',
          tiketId: body.id_tiket,
          lines,
          userId: caller.id,
          now: new Date(),
        }),
      );
      return {
        data: { code: terms.code, kind: terms.kind, amount: terms.amount, categories: terms.categories ?? null },
      };
    },
  );
}

import { z } from 'zod';
import { bodySchema } from './body-schema.js';
import { MAX_VOUCHER_BATCH } from './constants.js';
import { said } from './i18n/said.js';
import { validationMessages } from './messages/validation.js';
import { voucherMessages } from './messages/vouchers.js';
import { vouchers } from './resources/vouchers.js';
import { idNumber } from './safe-values.js';

/** A code as typed: trimmed, upper case (codes are the same whatever their case). */
export const normalizeVoucherCode = (code: string) => code.trim().toUpperCase();
const CODE = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

/** A code in an order: blank means none. */
export const voucherCodeInput = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? normalizeVoucherCode(value) || undefined : (value ?? undefined)),
    z
      .string()
      .regex(
        CODE,
        said(() => voucherMessages.codeInvalid),
      )
      .optional(),
  );

const ids = () => z.array(idNumber()).max(100);

/** Shows and categories a voucher is limited to (none: every show and category). */
const scopeShape = () => ({ show_ids: ids().optional(), category_ids: ids().optional() });

/**
 * A voucher's body (POST, PUT, PATCH /vouchers): its fields, its code upper-cased and checked,
 * and its scope. Rules across a stored voucher and a patch (a percentage of at most 100, the
 * window's order) are the server's (api/src/box-office/voucher-resource.ts).
 */
export function voucherBodySchema(mode: 'create' | 'patch') {
  const base = bodySchema(vouchers.fields, mode);
  return base.extend({
    code: z.preprocess(
      (value) => (typeof value === 'string' ? normalizeVoucherCode(value) : value),
      mode === 'create'
        ? z.string({ error: () => validationMessages.required }).regex(
            CODE,
            said(() => voucherMessages.codeInvalid),
          )
        : z
            .string()
            .regex(
              CODE,
              said(() => voucherMessages.codeInvalid),
            )
            .optional(),
    ),
    ...scopeShape(),
  });
}

/** POST /vouchers/batch: `count` codes with the same settings, each `prefix-` and six random characters. */
export const voucherBatchBody = () =>
  bodySchema(vouchers.fields, 'create')
    .omit({ code: true })
    .extend({
      count: z.coerce
        .number({ error: () => validationMessages.number })
        .int(said(() => validationMessages.integer))
        .min(
          1,
          said(() => voucherMessages.batchCountRange),
        )
        .max(
          MAX_VOUCHER_BATCH,
          said(() => voucherMessages.batchCountRange),
        ),
      prefix: z.preprocess(
        (value) => (typeof value === 'string' ? normalizeVoucherCode(value) || undefined : (value ?? undefined)),
        z
          .string()
          .regex(
            /^[A-Z0-9][A-Z0-9-]{0,19}$/,
            said(() => voucherMessages.codeInvalid),
          )
          .optional(),
      ),
      ...scopeShape(),
    });

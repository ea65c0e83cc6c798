import { z } from 'zod';
import { validationMessages } from './messages/validation.js';
import { ticketOrderFields } from './payments.js';

/**
 * POST /tiket/user/voucher: a code checked against the order being typed, before paying, by the
 * same rules the order itself meets (window, show, category, uses of all and of this account).
 */
export const voucherCheckBody = ticketOrderFields
  .pick({ id_tiket: true, categories: true, voucher: true })
  .superRefine((body, ctx) => {
    if (body.voucher === undefined) {
      ctx.addIssue({ code: 'custom', path: ['voucher'], message: validationMessages.required });
    }
  });

/** A voucher's terms as the order form needs them to show its discount; `categories` null: all. */
export const voucherTermsSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  amount: z.number().int(),
  categories: z.array(z.number().int()).nullable(),
});
export type VoucherTerms = z.infer<typeof voucherTermsSchema>;

/**
 * What a voucher takes off these seats: a percentage (rounded down) or a fixed sum of the seats it
 * is for, never more than they cost. The order's statement computes the same in SQL
 * (placement-statement.ts); an API test holds the two equal.
 */
export function voucherDiscount(
  terms: Pick<VoucherTerms, 'kind' | 'amount' | 'categories'>,
  lines: readonly { id: number; count: number }[],
  priceOf: (categoryId: number) => number,
): number {
  const eligible = lines
    .filter((line) => terms.categories === null || terms.categories.includes(line.id))
    .reduce((sum, line) => sum + line.count * priceOf(line.id), 0);
  return terms.kind === 'percent' ? Math.floor((eligible * terms.amount) / 100) : Math.min(eligible, terms.amount);
}

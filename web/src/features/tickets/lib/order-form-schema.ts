import {
  MAX_TICKETS_PER_ORDER,
  MIN_TICKETS_PER_ORDER,
  ticketMessages,
  ticketOrderFields,
  validationMessages,
} from '@teater/contract';
import { z } from 'zod';

/**
 * The order form: name, phone, and a count per category (as typed: empty is 0). 1 to 10 tickets
 * in all, with the spec's message above 10 ('Maksimal pembelian tiket adalah 10 tiket'); the
 * server re-checks everything and computes the total.
 */
export const orderFormSchema = () =>
  ticketOrderFields.pick({ nama_user: true, no_telp: true }).extend({
    // The seats' rule sits on the counts themselves, so it speaks even while the name or the
    // phone is still wrong (a rule on the whole form runs only once every field passes).
    counts: z
      .record(
        z.string(),
        z.preprocess(
          (v) => (v === '' || v === undefined || Number.isNaN(v) ? 0 : v),
          z.coerce.number({ error: validationMessages.number }).int(validationMessages.integer).min(0),
        ),
      )
      .superRefine((counts, ctx) => {
        const total = totalCount(counts);
        if (total > MAX_TICKETS_PER_ORDER) ctx.addIssue({ code: 'custom', message: ticketMessages.maxPerOrder });
        else if (total < MIN_TICKETS_PER_ORDER) ctx.addIssue({ code: 'custom', message: ticketMessages.minPerOrder });
      }),
  });

export type OrderFormInput = z.input<ReturnType<typeof orderFormSchema>>;
export type OrderFormOutput = z.output<ReturnType<typeof orderFormSchema>>;

const countOf = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

export const totalCount = (counts: Record<string, unknown>) =>
  Object.values(counts).reduce<number>((sum, value) => sum + countOf(value), 0);

/** The total in rupiah of the counts typed so far, at each category's price. */
export const totalPrice = (counts: Record<string, unknown>, prices: ReadonlyMap<number, number>) =>
  Object.entries(counts).reduce((sum, [id, value]) => sum + countOf(value) * (prices.get(Number(id)) ?? 0), 0);

/** The order's lines: each category with a count. */
export const linesOf = (counts: Record<string, unknown>) =>
  Object.entries(counts)
    .map(([id, value]) => ({ id: Number(id), count: countOf(value) }))
    .filter((line) => line.count > 0);

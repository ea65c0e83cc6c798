import { MAX_TICKETS_PER_ORDER, MIN_TICKETS_PER_ORDER, ticketMessages, validationMessages } from '@teater/contract';

/**
 * The order form's seats, as typed (empty is 0): their total count and price, and the lines the
 * order sends. The server checks every rule again (the contract's ticketOrderBody) and computes
 * the total; no schema here, so the order form fits an island page (decision 030).
 */
const countOf = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** "1.5" seats is no count: said, and sent as typed for the server to refuse, never rounded to 1. */
const whole = (counts: Record<string, unknown>) =>
  Object.values(counts).every((value) => Number.isInteger(countOf(value)));

export const totalCount = (counts: Record<string, unknown>) =>
  Object.values(counts).reduce<number>((sum, value) => sum + countOf(value), 0);

/**
 * 1 to 10 tickets in all, the spec's message above 10 ('Maksimal pembelian tiket adalah 10
 * tiket'); null when the count is right. Said as the buyer types, and beside the server's other
 * messages: the server's rule across the categories speaks only once every field passes.
 */
export function countsRule(counts: Record<string, unknown>): string | null {
  if (!whole(counts)) return validationMessages.integer;
  const total = totalCount(counts);
  if (total > MAX_TICKETS_PER_ORDER) return ticketMessages.maxPerOrder;
  if (total < MIN_TICKETS_PER_ORDER) return ticketMessages.minPerOrder;
  return null;
}

/** The total in rupiah of the counts typed so far, at each category's price. */
export const totalPrice = (counts: Record<string, unknown>, prices: ReadonlyMap<number, number>) =>
  Object.entries(counts).reduce((sum, [id, value]) => sum + countOf(value) * (prices.get(Number(id)) ?? 0), 0);

/** The order's lines: each category with a count. */
export const linesOf = (counts: Record<string, unknown>) =>
  Object.entries(counts)
    .map(([id, value]) => ({ id: Number(id), count: countOf(value) }))
    .filter((line) => line.count > 0);

import { formatDateTime, voucherMessages as m } from '@teater/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { vouchers } from '../content/schema.js';
import type { Tx } from '../core/db/client.js';
import { badRequest, conflict } from '../core/http-error.js';
import { ticketCategories, ticketOrders } from './schema.js';
import type { AppliedVoucher, WantedLine } from './seat-placement.js';

/** Orders in these states hold a use of their voucher; an order that ends gives it back. */
export const VOUCHER_USING_STATUSES = ['pending', 'paid'] as const;

const refuse = (message: string) => badRequest(message, { voucher: message });
const usedUp = (message: string) => conflict(message, { voucher: message });

/** The order's categories, the first one standing for a line without an id (the spec's order). */
async function categoriesOfOrder(tx: Tx, tiketId: number, lines: readonly WantedLine[]) {
  const rows = await tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.id_tiket, tiketId))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
  const ofShow = rows.map((row) => row.id);
  const ordered = lines.map((line) => line.id ?? ofShow[0] ?? 0);
  return { ofShow, ordered };
}

/** The uses a voucher has now, in all and by one account. */
export async function voucherUses(tx: Tx, voucherId: number, userId: number) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) FILTER (WHERE ${ticketOrders.id_user} = ${userId}))::int`,
    })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.id_voucher, voucherId), inArray(ticketOrders.status, [...VOUCHER_USING_STATUSES])));
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}

export interface VoucherRequest {
  code: string;
  tiketId: number;
  lines: readonly WantedLine[];
  userId: number;
  now: Date;
}

/**
 * Takes the voucher of `code` for one order, or refuses it with the buyer's message (field
 * `voucher`): unknown, outside its window, for other shows or categories, used up in all or by
 * this account. Its row stays locked until the transaction ends, so the uses counted here (the
 * orders that hold one, read after the lock) cannot change before the order is placed: two buyers
 * of the last use queue, and the second sees the first's order. Call it before anything locks a
 * ticket category (orders, vouchers, categories: always in that order).
 */
export async function takeVoucher(tx: Tx, request: VoucherRequest): Promise<AppliedVoucher> {
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, request.code)).for('update');
  if (!voucher) throw refuse(m.notFound);
  const at = request.now.getTime();
  if (voucher.valid_from && voucher.valid_from.getTime() > at)
    throw refuse(m.notYet(formatDateTime(voucher.valid_from)));
  if (voucher.valid_until && voucher.valid_until.getTime() <= at) throw refuse(m.ended);
  if (voucher.show_ids.length > 0 && !voucher.show_ids.includes(request.tiketId)) throw refuse(m.otherShow);
  const { ofShow, ordered } = await categoriesOfOrder(tx, request.tiketId, request.lines);
  // Categories of this show the voucher names; none: every category of a show it is for.
  const named = voucher.category_ids.filter((id) => ofShow.includes(id));
  if (named.length > 0 && !ordered.some((id) => named.includes(id))) throw refuse(m.otherCategory);
  const uses = await voucherUses(tx, voucher.id, request.userId);
  if (voucher.max_uses !== null && uses.total >= voucher.max_uses) throw usedUp(m.usedUp);
  if (voucher.max_uses_per_account !== null && uses.mine >= voucher.max_uses_per_account) {
    throw usedUp(m.usedUpForAccount(voucher.max_uses_per_account));
  }
  return {
    id: voucher.id,
    code: voucher.code,
    kind: voucher.kind === 'fixed' ? 'fixed' : 'percent',
    amount: voucher.amount,
    ...(named.length > 0 ? { categories: named } : {}),
  };
}

/**
 * An order paid after its hold ended takes its voucher's use again only if one is left (its row
 * locked, as when ordering): otherwise, like seats that are gone, the payment is refunded.
 */
export async function voucherUseLeft(tx: Tx, order: { id_voucher: number | null; id_user: number | null }) {
  if (order.id_voucher === null) return true;
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.id, order.id_voucher)).for('update');
  if (!voucher) return false;
  const uses = await voucherUses(tx, voucher.id, order.id_user ?? 0);
  return (
    (voucher.max_uses === null || uses.total < voucher.max_uses) &&
    (voucher.max_uses_per_account === null || uses.mine < voucher.max_uses_per_account)
  );
}

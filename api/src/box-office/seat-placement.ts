import { isSubscriptionActive } from '@teater/contract';
import type { SessionUser } from '../accounts/index.js';
import type { DbOrTx } from '../core/db/client.js';
import { newOrderId } from '../payments/index.js';
import { type PlacementRow, placeStatement } from './placement-statement.js';

/** Seats an order wants of one category; no id: the show's first category (the spec's order). */
export interface WantedLine {
  id: number | null;
  count: number;
}

export interface NewTicketOrder {
  tiketId: number;
  lines: WantedLine[];
  userId: number;
  nama_user: string;
  /** the account's name and e-mail, kept on the order and its payment whatever becomes of it */
  buyer: { name: string; email: string };
  no_telp: string;
  order_id: string;
  expiresAt: Date;
  /** the sales windows must be open, and the show not begun, at this time */
  now: Date;
  /** the buyer is an active Sahabat at `now`: presales are open to them, Sahabat prices apply */
  member: boolean;
  /** a voucher the caller checked and holds locked (placed alone, never in a batch) */
  voucher?: AppliedVoucher;
}

/**
 * A new order of the caller's for a show, held for `holdMinutes`, with the lines it wants (none for
 * a seat order: its seats are its own). The buyer's subscription now decides presales and Sahabat
 * prices (read with the session: no query).
 */
export function newTicketOrder(
  body: { id_tiket: number; nama_user: string; no_telp: string },
  lines: WantedLine[],
  caller: SessionUser,
  holdMinutes: number,
): NewTicketOrder {
  const now = new Date();
  return {
    tiketId: body.id_tiket,
    lines,
    userId: caller.id,
    nama_user: body.nama_user,
    buyer: { name: caller.name, email: caller.email },
    no_telp: body.no_telp,
    order_id: newOrderId('ticket', caller.id),
    expiresAt: new Date(now.getTime() + holdMinutes * 60_000),
    now,
    member: isSubscriptionActive(caller.subscription_time, now),
  };
}

/** A voucher as the placing statement applies it: to the lines of `categories` (all when absent). */
export interface AppliedVoucher {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  categories?: number[];
}

/** A placed order's seats of one category, priced when it was placed. */
export interface PlacedLine {
  id: number;
  name: string;
  price: number;
  count: number;
}

/**
 * What placing an order found: the show is missing (or not out), a category is not the show's,
 * the show has begun, a window is closed (or open to active Sahabat only: a presale), seats are
 * short; or it placed, for this total after this discount.
 */
export type Placement =
  | { result: 'missing' | 'unknown' | 'past' | 'presale' | 'closed' | 'short' }
  | {
      result: 'placed';
      show: { id: number; nama_pertujukan: string };
      total: number;
      discount: number;
      lines: PlacedLine[];
      /** the voucher the discount came from */
      voucher?: AppliedVoucher;
    };

function placementOf(order: NewTicketOrder, row: PlacementRow | undefined): Placement {
  if (!row?.found) return { result: 'missing' };
  if (!row.known) return { result: 'unknown' };
  if (row.past) return { result: 'past' };
  if (!row.open) return { result: row.member_open ? 'presale' : 'closed' };
  if (!row.placed || row.total === null || !row.items) return { result: 'short' };
  return {
    result: 'placed',
    show: { id: order.tiketId, nama_pertujukan: row.show_name ?? '' },
    total: row.total,
    discount: row.discount ?? 0,
    lines: row.items,
    ...(order.voucher ? { voucher: order.voucher } : {}),
  };
}

/**
 * Places `orders` (all for the show `tiketId`) in one statement (placement-statement.ts), first
 * come first served; one answer per order, in order. Each order gets all of its seats or none.
 */
export async function placeOrders(
  db: DbOrTx,
  tiketId: number,
  orders: readonly NewTicketOrder[],
): Promise<Placement[]> {
  const wanted = orders.map((o, i) => ({
    pos: i + 1,
    id_user: o.userId,
    nama_user: o.nama_user,
    buyer_name: o.buyer.name,
    buyer_email: o.buyer.email,
    no_telp: o.no_telp,
    order_id: o.order_id,
    expires_at: o.expiresAt.toISOString(),
    at: o.now.toISOString(),
    lines: o.lines,
    member: o.member,
    voucher: o.voucher ?? null,
  }));
  const rows = await placeStatement(db, { tiketId, orders: JSON.stringify(wanted) });
  return orders.map((o, i) => placementOf(o, rows[i]));
}

/** One order on its own: the same statement, a batch of one. */
export async function placeOrder(db: DbOrTx, order: NewTicketOrder): Promise<Placement> {
  const [placement] = await placeOrders(db, order.tiketId, [order]);
  return placement ?? { result: 'missing' };
}

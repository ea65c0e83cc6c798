import type { Db, Tx } from '../core/db/client.js';
import type { payments } from './schema.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentKind = PaymentRow['kind'];
export type Delivery = { needsRefund: boolean; appliedAt: Date | null };

/**
 * What a payment pays for, told by the capability that sells it (box-office: a ticket order;
 * membership: a Sahabat month): what a change of the payment's state does to what was bought. The
 * payments capability applies the provider's word and calls these in the same transaction; it
 * knows nothing of tickets or memberships, so a new thing to sell (a gift) registers a purpose and
 * changes nothing here.
 */
export interface PaymentPurpose {
  /**
   * The payment became paid: deliver what was bought, once. Answers whether the money must go
   * back (nothing left to deliver: the seats are gone, the account was deleted) and when the
   * payment was applied (`appliedAt`, kept on the payment).
   */
  paid(tx: Tx, payment: PaymentRow): Promise<Delivery>;
  /**
   * Many payments of this kind became paid in one transaction (a renewal run's batch): what paid()
   * does for each, in a few statements whatever their number. Answers each delivery, in order.
   * Without it, paid() is called for each.
   */
  paidAll?(tx: Tx, payments: PaymentRow[]): Promise<Delivery[]>;
  /** The payment failed or expired before it was paid. */
  failed(tx: Tx, payment: PaymentRow): Promise<void>;
  /** The money went back: take back what it bought. Answers whether money is still owed back. */
  refunded(tx: Tx, payment: PaymentRow): Promise<{ needsRefund: boolean }>;
  /** What is paid for, as the sandbox's checkout page names it. */
  itemName(db: Db, payment: PaymentRow, siteName: string): Promise<string>;
  /** Whether the checkout may still be paid (a Sahabat checkout expires after its window). */
  isCheckoutOpen?(payment: PaymentRow): boolean;
  /** The public cache a change makes stale (the ticket list shows the stock). */
  invalidates?: string;
}

const purposes = new Map<PaymentKind, PaymentPurpose>();

/** Called once per capability as the server is put together (api-routes.ts). */
export function definePaymentPurpose(kind: PaymentKind, purpose: PaymentPurpose) {
  purposes.set(kind, purpose);
}

export function purposeOf(kind: PaymentKind): PaymentPurpose {
  const purpose = purposes.get(kind);
  if (!purpose) throw new Error(`no payment purpose registered for '${kind}'`);
  return purpose;
}

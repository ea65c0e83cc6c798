import type { PaymentProvider } from '@teater/contract';

/** A provider's notification (and its status answer), with the fields we read. */
export interface Notification {
  order_id: string;
  status_code: string;
  gross_amount: string;
  transaction_status: string;
  fraud_status?: string | null;
  signature_key?: string | null;
  transaction_id?: string;
  payment_type?: string;
  /** the status API's times (WIB, 'YYYY-MM-DD HH:mm:ss'): when it began and when it was settled */
  transaction_time?: string;
  settlement_time?: string;
}

export interface NewTransaction {
  order_id: string;
  gross_amount: number;
  /** what is bought; their price times quantity add up to gross_amount (Midtrans checks it) */
  items: { id: string; name: string; price: number; quantity: number }[];
  customer: { first_name: string; email: string; phone?: string };
  /** unpaid after this many minutes the provider expires it (ticket holds) */
  expiryMinutes?: number;
}

export interface CreatedTransaction {
  token: string;
  redirect_url: string;
  /**
   * The gateway already wrote the token on our payment row (the sandbox lives in our own
   * database, so one statement does both): the caller need not store it again.
   */
  tokenStored?: boolean;
}

/**
 * A QRIS charge (Midtrans Core API, `payment_type: qris`): the string the buyer's app scans, and
 * the provider's address of it (Midtrans: the QR image; the sandbox: its checkout page, which pays it).
 */
export interface QrisCharge {
  transaction_id: string;
  qr_string: string;
  url: string;
}

/** One interface, two implementations: Midtrans Snap, and the built-in sandbox. */
export interface PaymentGateway {
  provider: PaymentProvider;
  /** snap.js and its client key (Midtrans only) */
  snapUrl: string | null;
  clientKey: string | null;
  create(tx: NewTransaction): Promise<CreatedTransaction>;
  /** A dynamic QRIS for the amount (Core API charge), for a buyer paying at the door. */
  chargeQris(tx: NewTransaction): Promise<QrisCharge>;
  /** the provider's current word on an order, or null when it does not know it */
  status(orderId: string): Promise<Notification | null>;
  /** whether a notification really comes from the provider */
  verify(n: Notification): boolean;
  /** where the buyer pays a transaction created earlier (a pending order resumed) */
  checkoutUrl(token: string): string;
  /** Ends a transaction still waiting for payment; answers the provider's word on it afterwards. */
  cancel(orderId: string): Promise<Notification | null>;
  /** Gives a paid transaction's money back; answers the provider's word on it afterwards. */
  refund(orderId: string, amount: number, reason: string): Promise<Notification | null>;
}

/** The provider failed or answered nonsense: the buyer may try again later. */
export class GatewayError extends Error {}

import type { Notification } from './gateway.js';

/** Midtrans' names of the two methods that can be charged again without the buyer. */
export type RecurringPaymentType = 'credit_card' | 'gopay';

/** A saved card (one-click saved_token_id) or a linked GoPay account, as the gateway reports it. */
export interface SavedMethod {
  payment_type: RecurringPaymentType;
  /** the saved_token_id, or the GoPay account_id */
  token: string;
  /** '481111-1114', or the linked phone number masked */
  masked: string;
  /** PENDING (a GoPay link its owner has not confirmed), ENABLED, DISABLED, EXPIRED */
  status: 'PENDING' | 'ENABLED' | 'DISABLED' | 'EXPIRED';
  card_expires_at: Date | null;
  /** where the owner confirms a GoPay link (Midtrans' activation-link-url) */
  activation_url?: string;
}

/** A subscription of Midtrans' Subscription API (/v1/subscriptions). */
export interface GatewaySubscription {
  id: string;
  name: string;
  amount: string;
  currency: 'IDR';
  payment_type: RecurringPaymentType;
  token: string;
  status: 'active' | 'inactive';
  schedule: { interval: number; interval_unit: 'day' | 'week' | 'month'; start_time: string };
}

export interface NewSubscription {
  /** Midtrans builds the charges' order ids from it: letters, digits, - _ ~ . (at most 40) */
  name: string;
  amount: number;
  method: SavedMethod;
  start: Date;
  customer: { first_name: string; email: string };
}

/**
 * The recurring side of the gateway: saved methods, subscriptions, and charges of a subscription
 * made when OUR renewal run says a period is due (order_id is the run's idempotency key: the same
 * order_id twice is one charge, found again by status()).
 */
export interface RecurringGateway {
  /**
   * A card's one-time token_id (from /v2/token) saved for later charges. `customer` is Midtrans'
   * user_id: our opaque reference of the member (customerRefOf), never their id or e-mail.
   */
  saveCard(tokenId: string, customer: string): Promise<SavedMethod>;
  /** Starts linking a GoPay account (/v2/pay/account) for `customer`: PENDING until its owner confirms. */
  linkGopay(phone: string, redirectUrl: string, customer: string): Promise<SavedMethod>;
  /** A saved method's current state (/v2/pay/account/{id} for GoPay), or null when unknown (or another customer's). */
  method(paymentType: RecurringPaymentType, token: string, customer?: string): Promise<SavedMethod | null>;
  /** Ends a saved method at the gateway (GoPay unbind; a card's token is dropped with its subscription). */
  forget(paymentType: RecurringPaymentType, token: string): Promise<void>;
  createSubscription(input: NewSubscription): Promise<GatewaySubscription>;
  getSubscription(id: string): Promise<GatewaySubscription | null>;
  disableSubscription(id: string): Promise<void>;
  enableSubscription(id: string): Promise<void>;
  updateSubscription(id: string, change: { amount?: number; method?: SavedMethod }): Promise<void>;
  /** One charge of a subscription under our order_id; answers the notification of its outcome. */
  charge(subscriptionId: string, order: { order_id: string; amount: number }): Promise<Notification>;
}

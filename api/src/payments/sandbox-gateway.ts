import { randomBytes } from 'node:crypto';
import type { SandboxResult } from '@teater/contract';
import { paths } from '@teater/contract/site';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client.js';
import type { NewTransaction, Notification, PaymentGateway, QrisCharge } from './gateway.js';
import { midtransTime } from './midtrans-reports.js';
import { payments, sandboxTransactions } from './schema.js';
import { formatGross, isValidSignature, signatureOf } from './signature.js';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/** Midtrans' status codes for the states the sandbox produces. */
const STATUS_CODES: Record<string, string> = {
  settlement: '200',
  capture: '200',
  pending: '201',
  cancel: '200',
  refund: '200',
  deny: '202',
};

/** A sandbox transaction as the notification Midtrans would send about it, signed with `key`. */
/** What a notification tells of the sandbox's transaction. */
export type NotifiedTransaction = Pick<
  SandboxTransaction,
  'id' | 'order_id' | 'gross_amount' | 'transaction_status' | 'fraud_status'
>;

export function sandboxNotification(tx: NotifiedTransaction, key: string): Notification {
  const status_code = STATUS_CODES[tx.transaction_status] ?? '200';
  const gross_amount = formatGross(tx.gross_amount);
  return {
    order_id: tx.order_id,
    status_code,
    gross_amount,
    transaction_status: tx.transaction_status,
    fraud_status: tx.fraud_status ?? 'accept',
    payment_type: 'sandbox',
    transaction_id: `sandbox-${tx.id}`,
    signature_key: signatureOf(tx.order_id, status_code, gross_amount, key),
  };
}

export interface SandboxGateway extends PaymentGateway {
  provider: 'sandbox';
  find(token: string): Promise<SandboxTransaction | undefined>;
  /**
   * The buyer's choice on the checkout page: records it as the provider's state (a final state
   * stays final) and returns the notification Midtrans would send, signed.
   */
  decide(token: string, result: SandboxResult): Promise<{ notification: Notification; changed: boolean } | null>;
}

/**
 * The built-in provider used when no Midtrans keys are set: local tokens, a local checkout page,
 * and notifications signed exactly like Midtrans' with the sandbox key.
 */
export const sandboxGateway = (db: Db, key: string): SandboxGateway => new Sandbox(db, key);

class Sandbox implements SandboxGateway {
  readonly provider = 'sandbox';
  readonly snapUrl = null;
  readonly clientKey = null;

  constructor(
    private readonly db: Db,
    private readonly key: string,
  ) {}

  #notificationOf(tx: SandboxTransaction): Notification {
    return sandboxNotification(tx, this.key);
  }

  async find(token: string) {
    const [tx] = await this.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.token, token)).limit(1);
    return tx;
  }

  /** The provider's state moves only from where it is allowed to (conditional: races end once). */
  async #move(orderId: string, from: string[], to: string) {
    await this.db
      .update(sandboxTransactions)
      .set({ transaction_status: to, updatedAt: new Date() })
      .where(and(eq(sandboxTransactions.order_id, orderId), inArray(sandboxTransactions.transaction_status, from)));
    return this.status(orderId);
  }

  async create(tx: NewTransaction) {
    const token = randomBytes(24).toString('base64url');
    // The provider's record and the token on our payment row in one statement: one round trip
    // per order instead of two (a ticket rush pays for every round trip).
    await this.db.execute(sql`
      WITH created AS (
        INSERT INTO ${sandboxTransactions} (token, order_id, gross_amount)
        VALUES (${token}, ${tx.order_id}, ${tx.gross_amount}::int)
      )
      UPDATE ${payments} SET token = ${token} WHERE order_id = ${tx.order_id}
    `);
    return { token, redirect_url: paths.paymentSandbox(token), tokenStored: true };
  }

  /**
   * Core API's QRIS charge, as the sandbox plays it: a pending transaction whose QR string is the
   * sandbox's checkout page for it, where paying it sends the same signed notification.
   */
  async chargeQris(tx: NewTransaction): Promise<QrisCharge> {
    const created = await this.create(tx);
    const [row] = await this.db
      .select({ id: sandboxTransactions.id })
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.token, created.token));
    return { transaction_id: `sandbox-${row?.id ?? 0}`, qr_string: created.redirect_url, url: created.redirect_url };
  }

  /** As Midtrans' GET /v2/{order_id}/status: the notification's fields and the transaction's times. */
  async status(orderId: string) {
    const [tx] = await this.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.order_id, orderId))
      .limit(1);
    if (!tx) return null;
    const settled = tx.transaction_status === 'settlement' || tx.transaction_status === 'capture';
    return {
      ...this.#notificationOf(tx),
      transaction_time: midtransTime(tx.createdAt),
      ...(settled ? { settlement_time: midtransTime(tx.updatedAt) } : {}),
    };
  }

  verify(n: Notification) {
    return isValidSignature(n, this.key);
  }

  checkoutUrl(token: string) {
    return paths.paymentSandbox(token);
  }

  cancel(orderId: string) {
    return this.#move(orderId, ['pending'], 'cancel');
  }

  refund(orderId: string) {
    return this.#move(orderId, ['settlement', 'capture'], 'refund');
  }

  async decide(token: string, result: SandboxResult) {
    const tx = await this.find(token);
    if (!tx) return null;
    if (tx.transaction_status !== 'pending' || result === 'pending') {
      return { notification: this.#notificationOf(tx), changed: false };
    }
    // Conditional: of two racing choices only the first leaves 'pending'.
    const [updated] = await this.db
      .update(sandboxTransactions)
      .set({ transaction_status: result, updatedAt: new Date() })
      .where(and(eq(sandboxTransactions.id, tx.id), eq(sandboxTransactions.transaction_status, 'pending')))
      .returning();
    if (updated) return { notification: this.#notificationOf(updated), changed: true };
    const current = (await this.find(token)) ?? tx;
    return { notification: this.#notificationOf(current), changed: false };
  }
}

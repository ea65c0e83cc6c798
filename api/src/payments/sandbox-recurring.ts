import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client.js';
import { GatewayError, type Notification } from './gateway.js';
import type {
  GatewaySubscription,
  NewSubscription,
  RecurringGateway,
  RecurringPaymentType,
  SavedMethod,
} from './recurring-gateway.js';
import { type CardInput, cardProblem, DECLINING_CARD, isDecliningGopay } from './sandbox-cards.js';
import { type NotifiedTransaction, sandboxNotification } from './sandbox-gateway.js';
import { sandboxPaymentTokens, sandboxSubscriptions, sandboxTransactions } from './schema.js';

type TokenRow = typeof sandboxPaymentTokens.$inferSelect;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

const methodOf = (row: TokenRow, activationUrl?: string): SavedMethod => ({
  payment_type: row.payment_type,
  token: row.token,
  masked: row.masked,
  status: row.status as SavedMethod['status'],
  card_expires_at: row.card_expires_at,
  ...(activationUrl ? { activation_url: activationUrl } : {}),
});

const subscriptionOf = (row: SubscriptionRow): GatewaySubscription => ({
  id: row.subscription_id,
  name: row.name,
  amount: String(row.amount),
  currency: 'IDR',
  payment_type: row.payment_type,
  token: row.token,
  status: row.status === 'active' ? 'active' : 'inactive',
  schedule: row.schedule as GatewaySubscription['schedule'],
});

export interface SandboxRecurring extends RecurringGateway {
  /** /v2/token: a card's one-time token_id (Midtrans does this in the buyer's browser) */
  tokenizeCard(card: CardInput, customer: string): Promise<{ token_id: string } | { problem: string }>;
  /** The owner confirms a GoPay link on the sandbox's activation page. */
  confirmGopay(accountId: string, customer: string): Promise<SavedMethod | null>;
  /** Test hook: from now on the method's charges are declined (a card without funds). */
  setDeclines(token: string, declines: boolean): Promise<void>;
}

/**
 * The sandbox's recurring protocol, in our own database as Midtrans keeps its own: saved cards,
 * GoPay links, Subscription API records, and the charges our renewal run asks for.
 */
export const sandboxRecurring = (db: Db, key: string, base: string): SandboxRecurring =>
  new SandboxRecurringGateway(db, key, base);

class SandboxRecurringGateway implements SandboxRecurring {
  constructor(
    private readonly db: Db,
    private readonly key: string,
    private readonly base: string,
  ) {}

  async tokenizeCard(card: CardInput, customer: string) {
    const problem = cardProblem(card);
    if (problem) return { problem };
    const number = card.card_number.replace(/\D/g, '');
    const token_id = `${number.slice(0, 6)}-${randomBytes(12).toString('base64url')}`;
    await this.db.insert(sandboxPaymentTokens).values({
      token: token_id,
      payment_type: 'credit_card',
      masked: `${number.slice(0, 6)}-${number.slice(-4)}`,
      customer_ref: customer,
      status: 'PENDING',
      card_expires_at: new Date(Date.UTC(Number(card.card_exp_year), Number(card.card_exp_month), 1)),
      declines: number === DECLINING_CARD,
    });
    return { token_id };
  }

  async saveCard(tokenId: string, customer: string) {
    // A one-time token is used once: of two racing saves only one turns it into a saved token.
    const [used] = await this.db
      .update(sandboxPaymentTokens)
      .set({ status: 'DISABLED', updatedAt: new Date() })
      .where(
        and(
          eq(sandboxPaymentTokens.token, tokenId),
          eq(sandboxPaymentTokens.customer_ref, customer),
          eq(sandboxPaymentTokens.payment_type, 'credit_card'),
          eq(sandboxPaymentTokens.status, 'PENDING'),
        ),
      )
      .returning();
    if (!used) throw new GatewayError('token_id unknown or used');
    const [saved] = await this.db
      .insert(sandboxPaymentTokens)
      .values({ ...used, id: undefined, token: `saved-${randomBytes(18).toString('base64url')}`, status: 'ENABLED' })
      .returning();
    if (!saved) throw new GatewayError('card not saved');
    return methodOf(saved);
  }

  async linkGopay(phone: string, _redirectUrl: string, customer: string) {
    const digits = phone.replace(/\D/g, '');
    const [row] = await this.db
      .insert(sandboxPaymentTokens)
      .values({
        token: randomUUID(),
        payment_type: 'gopay',
        masked: `GoPay ••••${digits.slice(-4)}`,
        status: 'PENDING',
        customer_ref: customer,
        declines: isDecliningGopay(digits),
      })
      .returning();
    if (!row) throw new GatewayError('account not linked');
    return methodOf(row, `${this.base}/${row.token}`);
  }

  async confirmGopay(accountId: string, customer: string) {
    const [row] = await this.db
      .update(sandboxPaymentTokens)
      .set({ status: 'ENABLED', updatedAt: new Date() })
      .where(
        and(
          eq(sandboxPaymentTokens.token, accountId),
          eq(sandboxPaymentTokens.customer_ref, customer),
          eq(sandboxPaymentTokens.payment_type, 'gopay'),
          eq(sandboxPaymentTokens.status, 'PENDING'),
        ),
      )
      .returning();
    return row ? methodOf(row) : null;
  }

  async method(paymentType: RecurringPaymentType, token: string, customer?: string) {
    const [row] = await this.db
      .select()
      .from(sandboxPaymentTokens)
      .where(and(eq(sandboxPaymentTokens.token, token), eq(sandboxPaymentTokens.payment_type, paymentType)));
    return row && (customer === undefined || row.customer_ref === customer) ? methodOf(row) : null;
  }

  async forget(paymentType: RecurringPaymentType, token: string) {
    await this.db
      .update(sandboxPaymentTokens)
      .set({ status: 'DISABLED', updatedAt: new Date() })
      .where(and(eq(sandboxPaymentTokens.token, token), eq(sandboxPaymentTokens.payment_type, paymentType)));
  }

  async setDeclines(token: string, declines: boolean) {
    await this.db.update(sandboxPaymentTokens).set({ declines }).where(eq(sandboxPaymentTokens.token, token));
  }

  async createSubscription(input: NewSubscription) {
    if (input.method.status !== 'ENABLED') throw new GatewayError('payment method not enabled');
    const [row] = await this.db
      .insert(sandboxSubscriptions)
      .values({
        subscription_id: randomUUID(),
        name: input.name,
        amount: input.amount,
        payment_type: input.method.payment_type,
        token: input.method.token,
        schedule: { interval: 1, interval_unit: 'month', start_time: input.start.toISOString() },
      })
      .returning();
    if (!row) throw new GatewayError('subscription not created');
    return subscriptionOf(row);
  }

  async getSubscription(id: string) {
    const [row] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.subscription_id, id));
    return row ? subscriptionOf(row) : null;
  }

  async disableSubscription(id: string) {
    await setStatus(this.db, id, 'inactive');
  }

  async enableSubscription(id: string) {
    await setStatus(this.db, id, 'active');
  }

  async updateSubscription(id: string, change: { amount?: number; method?: SavedMethod }) {
    await this.db
      .update(sandboxSubscriptions)
      .set({
        ...(change.amount !== undefined ? { amount: change.amount } : {}),
        ...(change.method ? { token: change.method.token, payment_type: change.method.payment_type } : {}),
        updatedAt: new Date(),
      })
      .where(eq(sandboxSubscriptions.subscription_id, id));
  }

  /**
   * One statement in the usual case (the renewal run makes 20,000 at once): the subscription's
   * outcome decided and the charge written together. The order_id is the idempotency key: a second
   * charge under it writes nothing and answers the first one, unchanged.
   */
  async charge(subscriptionId: string, order: { order_id: string; amount: number }): Promise<Notification> {
    const made = await this.db.execute(sql`
      INSERT INTO ${sandboxTransactions} (token, order_id, gross_amount, transaction_status, fraud_status)
      SELECT ${randomBytes(24).toString('base64url')}, ${order.order_id}, ${order.amount}::int,
        CASE WHEN s.status = 'active' AND t.status = 'ENABLED' AND NOT t.declines
          AND (t.card_expires_at IS NULL OR t.card_expires_at > ${new Date().toISOString()}::timestamptz)
        THEN 'settlement' ELSE 'deny' END,
        'accept'
      FROM ${sandboxSubscriptions} s JOIN ${sandboxPaymentTokens} t ON t.token = s.token
      WHERE s.subscription_id = ${subscriptionId}
      ON CONFLICT (order_id) DO NOTHING
      RETURNING id, order_id, gross_amount, transaction_status, fraud_status`);
    const [inserted] = (made as unknown as { rows: NotifiedTransaction[] }).rows;
    if (inserted) return sandboxNotification({ ...inserted, id: Number(inserted.id) }, this.key);
    // nothing written: an unknown subscription, or the order was charged before
    const [known] = await this.db
      .select({ id: sandboxSubscriptions.id })
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.subscription_id, subscriptionId));
    if (!known) throw new GatewayError('subscription unknown');
    const [tx] = await this.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.order_id, order.order_id));
    if (!tx) throw new GatewayError('charge not recorded');
    return sandboxNotification(tx, this.key);
  }
}

async function setStatus(db: Db, id: string, status: 'active' | 'inactive') {
  const done = await db
    .update(sandboxSubscriptions)
    .set({ status, updatedAt: new Date() })
    .where(eq(sandboxSubscriptions.subscription_id, id))
    .returning({ id: sandboxSubscriptions.id });
  if (done.length === 0) throw new GatewayError('subscription unknown');
}

import { GatewayError, type Notification } from './gateway.js';
import type { GatewaySubscription, RecurringGateway, RecurringPaymentType, SavedMethod } from './recurring-gateway.js';
import { formatGross } from './signature.js';

export interface MidtransRecurringOptions {
  serverKey: string;
  isProduction: boolean;
  /** a local stand-in for the Core and Subscription APIs (tests) */
  apiBase?: string;
}

const TIMEOUT_MS = 15_000;
/** Midtrans' time format: "2020-07-22 07:25:01 +0700", in WIB. */
const midtransTime = (date: Date) =>
  `${new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')} +0700`;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Midtrans' recurring APIs: GoPay tokenization (/v2/pay/account), the Subscription API
 * (/v1/subscriptions) and Core API charges of a saved token under our order_id.
 */
export const midtransRecurring = (options: MidtransRecurringOptions): RecurringGateway =>
  new MidtransRecurring(options);

class MidtransRecurring implements RecurringGateway {
  readonly #base: string;
  readonly #headers: Record<string, string>;

  constructor(options: MidtransRecurringOptions) {
    this.#base =
      options.apiBase ?? (options.isProduction ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com');
    this.#headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`,
    };
  }

  async #call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(`${this.#base}${path}`, {
        method,
        headers: this.#headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`Midtrans unreachable: ${(error as Error).message}`);
    }
    const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!answer) throw new GatewayError(`Midtrans answered ${res.status} without JSON`);
    if (!res.ok && res.status !== 404) throw new GatewayError(`Midtrans answered ${res.status}`);
    return { ...answer, httpStatus: res.status };
  }

  /**
   * Midtrans saves a card only through a charge made with save_token_id (its saved_token_id comes
   * back with the payment): the browser's Midtrans card form does that, not this server.
   */
  async saveCard(): Promise<SavedMethod> {
    throw new GatewayError('Midtrans saves a card through its first charge (save_token_id)');
  }

  async linkGopay(phone: string, redirectUrl: string, _customer: string): Promise<SavedMethod> {
    const digits = phone.replace(/\D/g, '').replace(/^(62|0)/, '');
    const body = await this.#call('POST', '/v2/pay/account', {
      payment_type: 'gopay',
      gopay_partner: { phone_number: digits, country_code: '62', redirect_url: redirectUrl },
    });
    const actions = Array.isArray(body.actions) ? (body.actions as { name?: string; url?: string }[]) : [];
    if (!str(body.account_id)) throw new GatewayError(`GoPay link refused: ${str(body.channel_response_message)}`);
    return {
      payment_type: 'gopay',
      token: str(body.account_id),
      masked: `GoPay ••••${digits.slice(-4)}`,
      status: (str(body.account_status) || 'PENDING') as SavedMethod['status'],
      card_expires_at: null,
      activation_url: actions.find((a) => a.name === 'activation-link-url')?.url ?? '',
    };
  }

  async method(paymentType: RecurringPaymentType, token: string): Promise<SavedMethod | null> {
    if (paymentType !== 'gopay') return null;
    const body = await this.#call('GET', `/v2/pay/account/${encodeURIComponent(token)}`);
    if (body.httpStatus === 404 || !str(body.account_id)) return null;
    return {
      payment_type: 'gopay',
      token,
      masked: 'GoPay',
      status: str(body.account_status) as SavedMethod['status'],
      card_expires_at: null,
    };
  }

  async forget(paymentType: RecurringPaymentType, token: string) {
    if (paymentType === 'gopay') await this.#call('POST', `/v2/pay/account/${encodeURIComponent(token)}/unbind`, {});
  }

  async createSubscription(input: Parameters<RecurringGateway['createSubscription']>[0]) {
    const body = await this.#call('POST', '/v1/subscriptions', {
      name: input.name,
      amount: String(input.amount),
      currency: 'IDR',
      payment_type: input.method.payment_type,
      token: input.method.token,
      schedule: { interval: 1, interval_unit: 'month', start_time: midtransTime(input.start) },
      customer_details: { first_name: input.customer.first_name, email: input.customer.email },
      ...(input.method.payment_type === 'gopay' ? { gopay: { account_id: input.method.token } } : {}),
    });
    const subscription = this.#subscriptionOf(body);
    if (!subscription) throw new GatewayError('Midtrans created no subscription');
    // Our renewal run charges each period under its own order_id (decision 032): Midtrans' scheduler
    // must not charge the same month as well, so the subscription only holds the saved method.
    await this.disableSubscription(subscription.id);
    return { ...subscription, status: 'inactive' as const };
  }

  #subscriptionOf(body: Record<string, unknown>): GatewaySubscription | null {
    if (!str(body.id)) return null;
    return {
      id: str(body.id),
      name: str(body.name),
      amount: str(body.amount),
      currency: 'IDR',
      payment_type: str(body.payment_type) as RecurringPaymentType,
      token: str(body.token),
      status: body.status === 'active' ? 'active' : 'inactive',
      schedule: body.schedule as GatewaySubscription['schedule'],
    };
  }

  async getSubscription(id: string) {
    const body = await this.#call('GET', `/v1/subscriptions/${encodeURIComponent(id)}`);
    return body.httpStatus === 404 ? null : this.#subscriptionOf(body);
  }

  async disableSubscription(id: string) {
    await this.#call('POST', `/v1/subscriptions/${encodeURIComponent(id)}/disable`, {});
  }

  async enableSubscription(id: string) {
    await this.#call('POST', `/v1/subscriptions/${encodeURIComponent(id)}/enable`, {});
  }

  async updateSubscription(id: string, change: { amount?: number; method?: SavedMethod }) {
    await this.#call('PATCH', `/v1/subscriptions/${encodeURIComponent(id)}`, {
      ...(change.amount !== undefined ? { amount: String(change.amount), currency: 'IDR' } : {}),
      ...(change.method ? { token: change.method.token } : {}),
    });
  }

  /** A Core API charge of the subscription's saved token; a repeated order_id is answered by its status. */
  async charge(subscriptionId: string, order: { order_id: string; amount: number }): Promise<Notification> {
    const subscription = await this.getSubscription(subscriptionId);
    if (!subscription) throw new GatewayError('subscription unknown');
    const method =
      subscription.payment_type === 'gopay'
        ? { payment_type: 'gopay', gopay: { account_id: subscription.token, recurring: true } }
        : { payment_type: 'credit_card', credit_card: { token_id: subscription.token, recurring: true } };
    const body = await this.#call('POST', '/v2/charge', {
      ...method,
      transaction_details: { order_id: order.order_id, gross_amount: order.amount },
    });
    // 406: the order_id was charged before (a run that crashed after charging): its status tells.
    const answer =
      str(body.status_code) === '406'
        ? await this.#call('GET', `/v2/${encodeURIComponent(order.order_id)}/status`)
        : body;
    return {
      order_id: order.order_id,
      status_code: str(answer.status_code),
      gross_amount: formatGross(order.amount),
      transaction_status: str(answer.transaction_status) || 'deny',
      fraud_status: str(answer.fraud_status) || null,
      signature_key: str(answer.signature_key) || null,
    };
  }
}

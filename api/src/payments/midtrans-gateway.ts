import {
  type CreatedTransaction,
  GatewayError,
  type NewTransaction,
  type Notification,
  type PaymentGateway,
  type QrisCharge,
} from './gateway.js';
import { formatGross, isValidSignature } from './signature.js';

export interface MidtransOptions {
  serverKey: string;
  clientKey: string;
  isProduction: boolean;
  /** overrides for tests: a local stand-in for the Snap and Core APIs */
  snapBase?: string;
  apiBase?: string;
}

const TIMEOUT_MS = 15_000;

/** Midtrans Snap: create-transaction for the token, the status API, signed notifications. */
export const midtransGateway = (options: MidtransOptions): PaymentGateway => new MidtransGateway(options);

class MidtransGateway implements PaymentGateway {
  readonly provider = 'midtrans';
  readonly snapUrl: string;
  readonly clientKey: string;
  readonly #app: string;
  readonly #snapBase: string;
  readonly #apiBase: string;
  readonly #headers: Record<string, string>;

  constructor(private readonly options: MidtransOptions) {
    this.#app = options.isProduction ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com';
    this.#snapBase = options.snapBase ?? `${this.#app}/snap/v1`;
    this.#apiBase =
      options.apiBase ?? (options.isProduction ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com');
    this.#headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`,
    };
    this.snapUrl = `${this.#app}/snap/snap.js`;
    this.clientKey = options.clientKey;
  }

  async #call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, headers: this.#headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new GatewayError(`Midtrans unreachable: ${(error as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) throw new GatewayError(`Midtrans answered ${res.status} without JSON`);
    if (!res.ok && res.status !== 404) throw new GatewayError(`Midtrans answered ${res.status}`);
    return { ...body, httpStatus: res.status };
  }

  #orderUrl(orderId: string, action: string) {
    return `${this.#apiBase}/v2/${encodeURIComponent(orderId)}/${action}`;
  }

  async create(tx: NewTransaction): Promise<CreatedTransaction> {
    const body = await this.#call(`${this.#snapBase}/transactions`, {
      method: 'POST',
      body: JSON.stringify({
        transaction_details: { order_id: tx.order_id, gross_amount: tx.gross_amount },
        item_details: tx.items,
        customer_details: tx.customer,
        ...(tx.expiryMinutes ? { expiry: { unit: 'minute', duration: tx.expiryMinutes } } : {}),
      }),
    });
    if (typeof body.token !== 'string' || typeof body.redirect_url !== 'string') {
      throw new GatewayError('Midtrans gave no token');
    }
    return { token: body.token, redirect_url: body.redirect_url };
  }

  /** Core API charge with `payment_type: qris`: its QR string and the QR image's address. */
  async chargeQris(tx: NewTransaction): Promise<QrisCharge> {
    const body = await this.#call(`${this.#apiBase}/v2/charge`, {
      method: 'POST',
      body: JSON.stringify({
        payment_type: 'qris',
        transaction_details: { order_id: tx.order_id, gross_amount: tx.gross_amount },
        item_details: tx.items,
        customer_details: tx.customer,
        ...(tx.expiryMinutes ? { custom_expiry: { unit: 'minute', expiry_duration: tx.expiryMinutes } } : {}),
      }),
    });
    const actions = Array.isArray(body.actions) ? (body.actions as { name?: unknown; url?: unknown }[]) : [];
    const image = actions.find((action) => action.name === 'generate-qr-code');
    if (typeof body.qr_string !== 'string' || typeof image?.url !== 'string') {
      throw new GatewayError(`Midtrans gave no QRIS: ${String(body.status_message ?? body.status_code)}`);
    }
    return { transaction_id: String(body.transaction_id ?? ''), qr_string: body.qr_string, url: image.url };
  }

  async status(orderId: string): Promise<Notification | null> {
    const body = await this.#call(this.#orderUrl(orderId, 'status'), { method: 'GET' });
    // The Core API answers HTTP 200 with status_code "404" for an order it does not know.
    if (body.httpStatus === 404 || body.status_code === '404') return null;
    const { order_id, status_code, gross_amount, transaction_status } = body;
    if (typeof order_id !== 'string' || typeof transaction_status !== 'string') {
      throw new GatewayError('Midtrans status without an order');
    }
    return {
      order_id,
      status_code: String(status_code ?? ''),
      gross_amount: typeof gross_amount === 'string' ? gross_amount : formatGross(Number(gross_amount)),
      transaction_status,
      fraud_status: typeof body.fraud_status === 'string' ? body.fraud_status : null,
      ...(typeof body.payment_type === 'string' ? { payment_type: body.payment_type } : {}),
      ...(typeof body.transaction_time === 'string' ? { transaction_time: body.transaction_time } : {}),
      ...(typeof body.settlement_time === 'string' ? { settlement_time: body.settlement_time } : {}),
    };
  }

  verify(n: Notification) {
    return isValidSignature(n, this.options.serverKey);
  }

  checkoutUrl(token: string) {
    return `${this.#app}/snap/v4/redirection/${encodeURIComponent(token)}`;
  }

  // A Snap transaction not yet paid is expired (cancel is for card authorisations).
  async cancel(orderId: string) {
    await this.#call(this.#orderUrl(orderId, 'expire'), { method: 'POST' });
    return this.status(orderId);
  }

  async refund(orderId: string, amount: number, reason: string) {
    const body = await this.#call(this.#orderUrl(orderId, 'refund'), {
      method: 'POST',
      // One key per order: a repeated request is the same refund, never a second one.
      body: JSON.stringify({ refund_key: `${orderId}-refund`, amount, reason }),
    });
    if (String(body.status_code ?? '') !== '200') {
      throw new GatewayError(`Midtrans refused the refund: ${String(body.status_message ?? body.status_code)}`);
    }
    return this.status(orderId);
  }
}

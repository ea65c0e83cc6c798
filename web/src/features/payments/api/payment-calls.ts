import type { PaymentStart, PaymentState, SandboxResult } from '@teater/contract';
import { api } from '../../../lib/api';

/** What the server answers once it has applied (or ignored) a provider's word. */
export interface PaymentOutcome {
  order_id: string;
  kind: 'subscription' | 'ticket' | 'donation';
  state: PaymentState;
  changed: boolean;
}

// Plain calls, no query cache: island pages (the plan's button, the order form) use them too.

/** POST /payment: a checkout for one month; the server fixes the amount and the account. */
export const startSubscription = (userId: number, amount: number) =>
  api<{ data: PaymentStart }>('/payment', { method: 'POST', body: { id_user: userId, amount } }).then((r) => r.data);

/** Forwards snap.js' result: the server asks the provider before believing it. */
export const forwardResult = (result: unknown) =>
  api<{ data: PaymentOutcome }>('/payment/webhook', { method: 'POST', body: { result } }).then((r) => r.data);

/** The buyer's choice on the sandbox page. */
export const decideSandbox = (token: string, result: SandboxResult) =>
  api<{ data: PaymentOutcome }>(`/payment/sandbox/${token}`, { method: 'POST', body: { result } }).then((r) => r.data);

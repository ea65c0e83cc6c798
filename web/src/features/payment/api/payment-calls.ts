import type { PaymentState, SandboxResult } from '@teater/contract';
import { api } from '../../../lib/api';

/** The payment calls islands make too: plain functions, no query cache. */

/** What the server answers once it has applied (or ignored) a provider's word. */
export interface PaymentOutcome {
  order_id: string;
  kind: 'subscription' | 'ticket';
  state: PaymentState;
  changed: boolean;
}

/** Forwards snap.js' result: the server asks the provider before believing it. */
export const forwardResult = (result: unknown) =>
  api<{ data: PaymentOutcome }>('/payment/webhook', { method: 'POST', body: { result } }).then((r) => r.data);

/** The buyer's choice on the sandbox page. */
export const decideSandbox = (token: string, result: SandboxResult) =>
  api<{ data: PaymentOutcome }>(`/payment/sandbox/${token}`, { method: 'POST', body: { result } }).then((r) => r.data);

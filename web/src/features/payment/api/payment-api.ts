import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentStart, PaymentState, SandboxCheckout, SandboxResult } from '@teater/contract';
import { api } from '../../../lib/api';
import { sessionKey } from '../../../lib/session';

/** What the server answers once it has applied (or ignored) a provider's word. */
export interface PaymentOutcome {
  order_id: string;
  kind: 'subscription' | 'ticket';
  state: PaymentState;
  changed: boolean;
}

export const paymentKeys = {
  all: ['payment'] as const,
  sandbox: (token: string) => ['payment', 'sandbox', token] as const,
};

/** POST /payment: a checkout for one month; the server fixes the amount and the account. */
export const startSubscription = (userId: number, amount: number) =>
  api<{ data: PaymentStart }>('/payment', { method: 'POST', body: { id_user: userId, amount } }).then((r) => r.data);

/** Forwards snap.js' result: the server asks the provider before believing it. */
export const forwardResult = (result: unknown) =>
  api<{ data: PaymentOutcome }>('/payment/webhook', { method: 'POST', body: { result } }).then((r) => r.data);

export const useSandboxCheckout = (token: string) =>
  useQuery({
    queryKey: paymentKeys.sandbox(token),
    queryFn: ({ signal }) =>
      api<{ data: SandboxCheckout }>(`/payment/sandbox/${token}`, { signal }).then((r) => r.data),
  });

/** The buyer's choice on the sandbox page; afterwards the subscription and histories reload. */
export function useSandboxDecision(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (result: SandboxResult) =>
      api<{ data: PaymentOutcome }>(`/payment/sandbox/${token}`, { method: 'POST', body: { result } }).then(
        (r) => r.data,
      ),
    onSettled: () => refreshAfterPayment(client),
  });
}

/** Everything a payment can change: the session (subscription_time), histories, ticket stock. */
export function refreshAfterPayment(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: sessionKey }),
    client.invalidateQueries({ queryKey: paymentKeys.all }),
    client.invalidateQueries({ queryKey: ['history'] }),
    client.invalidateQueries({ queryKey: ['tikets'] }),
  ]);
}

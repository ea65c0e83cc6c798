import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxCheckout, SandboxResult } from '@teater/contract';
import { api } from '../../../lib/api';
import { sessionKey } from '../../../lib/session';
import type { PaymentOutcome } from './payment-calls';

export { forwardResult, type PaymentOutcome, startSubscription } from './payment-calls';

export const paymentKeys = {
  all: ['payment'] as const,
  sandbox: (token: string) => ['payment', 'sandbox', token] as const,
};

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

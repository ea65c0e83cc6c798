import { useQuery, type useQueryClient } from '@tanstack/react-query';
import { memberCalls, type SandboxCheckout } from '@teater/contract';
import { api } from '../../../lib/api';
import { takeInitialData } from '../../../lib/initial-data';
import { sessionKey } from '../../../lib/session';

export { forwardResult, type PaymentOutcome, startSubscription } from './payment-calls';

export const paymentKeys = {
  all: ['payment'] as const,
  sandbox: (token: string) => ['payment', 'sandbox', token] as const,
};

export const useSandboxCheckout = (token: string) =>
  useQuery({
    queryKey: paymentKeys.sandbox(token),
    queryFn: ({ signal }) =>
      api<{ data: SandboxCheckout }>(memberCalls.sandboxCheckout(token), { signal }).then((r) => r.data),
    initialData: () => takeInitialData<{ data: SandboxCheckout }>(memberCalls.sandboxCheckout(token))?.data,
  });

/** Everything a payment can change: the session (subscription_time), histories, ticket stock. */
export function refreshAfterPayment(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: sessionKey }),
    client.invalidateQueries({ queryKey: paymentKeys.all }),
    client.invalidateQueries({ queryKey: ['history'] }),
    client.invalidateQueries({ queryKey: ['tikets'] }),
  ]);
}

import { useQuery } from '@tanstack/react-query';
import { memberCalls, type SandboxCheckout } from '@teater/contract';
import { api } from '../../../lib/api';
import { takeInitialData } from '../../../lib/initial-data';

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

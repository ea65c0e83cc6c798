import { useQuery } from '@tanstack/react-query';
import type { SubscriptionPayment, TicketPurchase } from '@teater/contract';
import { api } from '../../../lib/api';

/** The caller's own histories (the server refuses anyone else's). */
export const useSubscriptionHistory = (userId: number | undefined) =>
  useQuery({
    queryKey: ['history', 'subscription', userId],
    enabled: userId !== undefined,
    queryFn: ({ signal }) =>
      api<{ data: SubscriptionPayment[] }>(`/payment/history-subscription-user?id=${userId}`, { signal }).then(
        (r) => r.data,
      ),
  });

export const useTicketHistory = (userId: number | undefined) =>
  useQuery({
    queryKey: ['history', 'tickets', userId],
    enabled: userId !== undefined,
    queryFn: ({ signal }) =>
      api<{ data: TicketPurchase[] }>(`/tiket/user/history?id_user=${userId}`, { signal }).then((r) => r.data),
  });

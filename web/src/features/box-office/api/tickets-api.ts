import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TicketOrderBody, type TicketOrderStart, tikets } from '@teater/contract';
import { api } from '../../../lib/api';
import { resourceClient } from '../../../lib/resource-client';
import type { Show } from '../lib/sales-state';

/** /tiket: shows, each with its ticket categories. */
export const ticketApi = resourceClient<typeof tikets, Show>(tikets);

/** POST /tiket/user/pesan: reserves seats and answers the payment to open; the stock reloads. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketOrderBody) =>
      api<{ data: TicketOrderStart }>('/tiket/user/pesan', { method: 'POST', body }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: ticketApi.key }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListAnswer, memberCalls, type TicketOrderStart, type WaitlistEntry } from '@teater/contract';
import { api } from '../../../lib/api';
import { takeInitialData } from '../../../lib/initial-data';
import { ticketApi } from './tickets-api';

export const waitlistKey = ['tiket', 'waitlist'] as const;

/**
 * GET /tiket/waitlist/mine: the member's live entries (waiting or offered), when logged in; the
 * server's answer when it rendered the member's ticket history.
 */
export const useMyWaitlist = (enabled: boolean) =>
  useQuery({
    queryKey: [...waitlistKey, 'mine'],
    queryFn: ({ signal }) => api<ListAnswer<WaitlistEntry>>(memberCalls.myWaitlist, { signal }),
    initialData: () => (enabled ? takeInitialData<ListAnswer<WaitlistEntry>>(memberCalls.myWaitlist) : undefined),
    enabled,
  });

/** GET /tiket/waitlist/:id: an entry (the offer page). */
export const useWaitlistEntry = (id: string | undefined) =>
  useQuery({
    queryKey: [...waitlistKey, 'entry', id],
    queryFn: ({ signal }) => api<{ data: WaitlistEntry }>(`/tiket/waitlist/${id}`, { signal }).then((r) => r.data),
    enabled: id !== undefined,
  });

/** Joining, leaving and buying an offer: the member's entries and the shows' seats reload after. */
function useWaitlistMutation<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: waitlistKey });
      await client.invalidateQueries({ queryKey: ticketApi.key });
    },
  });
}

/** POST /tiket/waitlist */
export const useJoinWaitlist = () =>
  useWaitlistMutation((body: { id_kategori: number; quantity: number }) =>
    api<{ message: string; data: WaitlistEntry }>('/tiket/waitlist', { method: 'POST', body }),
  );

/** DELETE /tiket/waitlist/:id: leave the line, or decline an offer. */
export const useLeaveWaitlist = () =>
  useWaitlistMutation((id: number) => api<{ message: string }>(`/tiket/waitlist/${id}`, { method: 'DELETE' }));

/** POST /tiket/waitlist/:id/claim: the offer's seats become an order; answers its payment. */
export const useClaimOffer = (id: number) =>
  useWaitlistMutation((body: { nama_user: string; no_telp: string; voucher?: string }) =>
    api<{ message: string; data: TicketOrderStart }>(`/tiket/waitlist/${id}/claim`, { method: 'POST', body }),
  );

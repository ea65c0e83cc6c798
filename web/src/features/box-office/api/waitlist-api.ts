import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListAnswer, memberCalls, type WaitlistEntry } from '@teater/contract';
import { api } from '../../../lib/api';
import { takeInitialData } from '../../../lib/initial-data';
import { ticketApi } from './tickets-api';
import { claimOffer, myWaitlist } from './waitlist-calls';

export const waitlistKey = ['tiket', 'waitlist'] as const;

/**
 * GET /tiket/waitlist/mine: the member's live entries (waiting or offered), when logged in; the
 * server's answer when it rendered the member's ticket history.
 */
export const useMyWaitlist = (enabled: boolean) =>
  useQuery({
    queryKey: [...waitlistKey, 'mine'],
    queryFn: ({ signal }) => myWaitlist(signal),
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

/** After joining, leaving or buying an offer: the member's entries and the shows' seats reload. */
export function useWaitlistReload() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: waitlistKey });
    await client.invalidateQueries({ queryKey: ticketApi.key });
  };
}

/** POST /tiket/waitlist/:id/claim: the offer's seats become an order; answers its payment. */
export function useClaimOffer(id: number) {
  const reload = useWaitlistReload();
  return useMutation({
    mutationFn: (body: { nama_user: string; no_telp: string; voucher?: string }) => claimOffer(id, body),
    onSettled: reload,
  });
}

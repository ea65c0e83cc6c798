import { type ListAnswer, memberCalls, type TicketOrderStart, type WaitlistEntry } from '@teater/contract';
import { api } from '../../../lib/api';

// The waiting list's calls without a query cache: a show's page (an island) uses them directly,
// the app's hooks (waitlist-api.ts) wrap them.

/** GET /tiket/waitlist/mine: the member's live entries (waiting or offered). */
export const myWaitlist = (signal?: AbortSignal) => api<ListAnswer<WaitlistEntry>>(memberCalls.myWaitlist, { signal });

/** POST /tiket/waitlist */
export const joinWaitlist = (body: { id_kategori: number; quantity: number }) =>
  api<{ message: string; data: WaitlistEntry }>('/tiket/waitlist', { method: 'POST', body });

/** DELETE /tiket/waitlist/:id: leave the line, or decline an offer. */
export const leaveWaitlist = (id: number) => api<{ message: string }>(`/tiket/waitlist/${id}`, { method: 'DELETE' });

/** POST /tiket/waitlist/:id/claim: the offer's seats become an order; answers its payment. */
export const claimOffer = (id: number, body: { nama_user: string; no_telp: string; voucher?: string }) =>
  api<{ message: string; data: TicketOrderStart }>(`/tiket/waitlist/${id}/claim`, { method: 'POST', body });

import { api } from '../../../lib/api';

/** The withdraw link of a mail: whose address, and whether it still receives news. */
export const readWithdrawLink = (token: string) =>
  api<{ data: { email: string; announcements: boolean } }>(
    `/consents/withdraw?token=${encodeURIComponent(token)}`,
  ).then((r) => r.data);

/** Withdraws the news consent of the link's address; no login needed. */
export const withdrawNews = (token: string) =>
  api<{ message: string }>('/consents/withdraw', { method: 'POST', body: { token } });

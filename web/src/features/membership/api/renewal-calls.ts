import type { Renewal, RenewalMethodBody } from '@teater/contract';
import { api } from '../../../lib/api';

// Plain calls, no query cache: the islands of /subscription, /account and the GoPay page use them.

type Saved<T> = { message: string; data: T };

/** The member's latest plan (live or ended), or null. */
export const myRenewal = (signal?: AbortSignal) =>
  api<{ data: Renewal | null }>('/renewals/mine', { signal }).then((r) => r.data);

/** The sandbox's card tokenization (Midtrans' /v2/token, which its card form calls in the browser). */
export const cardToken = (card: Record<string, string>) =>
  api<{ token_id: string }>('/payment/sandbox/v2/token', { method: 'POST', body: card }).then((r) => r.token_id);

/** Opting in: the first month is charged at once by the saved method. */
export const startRenewal = (body: RenewalMethodBody) => api<Saved<Renewal>>('/renewals', { method: 'POST', body });

export const stopRenewal = () => api<Saved<Renewal>>('/renewals/mine/stop', { method: 'POST' });

export const changeRenewalMethod = (body: RenewalMethodBody) =>
  api<Saved<Renewal>>('/renewals/mine/method', { method: 'PUT', body });

/** Starts linking a GoPay account: its owner confirms on the activation page. */
export const linkGopay = (phone: string) =>
  api<Saved<{ account_id: string; activation_url: string; status: string }>>('/renewals/gopay-link', {
    method: 'POST',
    body: { phone },
  }).then((r) => r.data);

/** The sandbox's GoPay link as its owner sees it before allowing it. */
export const gopayLinkState = (account: string, signal?: AbortSignal) =>
  api<{ data: { masked: string; status: string } }>(`/payment/sandbox/gopay/${account}`, { signal }).then(
    (r) => r.data,
  );

export const confirmGopayLink = (account: string) =>
  api<Saved<{ status: string }>>(`/payment/sandbox/gopay/${account}`, { method: 'POST' });

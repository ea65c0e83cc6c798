import { api } from '../../../lib/api';

// A method saved for charges without the payer at hand (a tokenized card, a linked GoPay account):
// Sahabat's automatic renewal and monthly giving both save one. Plain calls, used by islands.

type Saved<T> = { message: string; data: T };

/** The sandbox's card tokenization (Midtrans' /v2/token, which its card form calls in the browser). */
export const cardToken = (card: Record<string, string>) =>
  api<{ token_id: string }>('/payment/sandbox/v2/token', { method: 'POST', body: card }).then((r) => r.token_id);

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

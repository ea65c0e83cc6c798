import type { Renewal, RenewalMethodBody } from '@teater/contract';
import { api } from '../../../lib/api';

// Plain calls, no query cache: the islands of /subscription and /account use them (the saved
// method's own calls are payment's: api/saved-method-calls.ts).

type Saved<T> = { message: string; data: T };

/** The member's latest plan (live or ended), or null. */
export const myRenewal = (signal?: AbortSignal) =>
  api<{ data: Renewal | null }>('/renewals/mine', { signal }).then((r) => r.data);

/** Opting in: the first month is charged at once by the saved method. */
export const startRenewal = (body: RenewalMethodBody) => api<Saved<Renewal>>('/renewals', { method: 'POST', body });

export const stopRenewal = () => api<Saved<Renewal>>('/renewals/mine/stop', { method: 'POST' });

export const changeRenewalMethod = (body: RenewalMethodBody) =>
  api<Saved<Renewal>>('/renewals/mine/method', { method: 'PUT', body });

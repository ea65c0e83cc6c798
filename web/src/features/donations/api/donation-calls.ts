import type { CampaignProgress, MonthlyGift, PaymentStart } from '@teater/contract';
import { api } from '../../../lib/api';

/** The campaign running now with its progress (null when none runs): the donation page's call. */
export const currentCampaign = () =>
  api<{ data: CampaignProgress | null }>('/donations/current').then((answer) => answer.data);

/** One campaign's progress and donor wall, by id (a string: the island's key). */
export const campaignProgress = (id: string) =>
  api<{ data: CampaignProgress }>(`/kampanyes/${id}/progress`).then((answer) => answer.data);

/** Starts a gift: the provider's checkout to open. */
export const startDonation = (body: Record<string, unknown>) =>
  api<{ data: PaymentStart }>('/donations', { method: 'POST', body }).then((answer) => answer.data);

/** Stops a monthly gift from its receipt's signed link (no login). */
export const stopMonthlyGift = (token: string) =>
  api<{ message: string }>('/donations/monthly/stop', { method: 'POST', body: { token } });

/** Starts a member's monthly gift: the first month is charged at once by the saved method. */
export const startMonthlyDonation = (body: Record<string, unknown>) =>
  api<{ message: string; data: MonthlyGift }>('/donations/monthly', { method: 'POST', body });

import type { Consents } from '@teater/contract';
import { api } from '../../../lib/api';

/** Gives or withdraws news by mail; the answer is the new state. */
export const changeAnnouncements = (granted: boolean) =>
  api<{ message: string; data: Consents }>('/users/me/consents/announcements', { method: 'PUT', body: { granted } });

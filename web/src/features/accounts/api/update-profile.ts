import type { User } from '@teater/contract';
import { api } from '../../../lib/api';

export interface ProfileChange {
  id: number;
  name: string;
  email: string;
}

/** Saves name and e-mail (the account page's island; the server checks both). */
export const updateProfile = ({ id, ...body }: ProfileChange) =>
  api<{ message: string; data: User }>(`/users/${id}`, { method: 'PATCH', body });

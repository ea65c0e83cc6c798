import { api } from '../../../lib/api';

export interface PasswordChange {
  id: number;
  password_current: string;
  password: string;
}

export const updatePassword = (body: PasswordChange) =>
  api<{ message: string }>('/users/update-password', { method: 'POST', body });

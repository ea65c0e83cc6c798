import type { ForgotPasswordBody, ResetPasswordBody } from '@teater/contract';
import { api } from '../../../lib/api';

type Said = { message: string };

/** POST /users/forgot-password: the answer is the same whether or not the account exists. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  api<Said>('/users/forgot-password', { method: 'POST', body });

/** POST /users/reset-password: a new password for the account of the link's token. */
export const resetPassword = (body: ResetPasswordBody) => api<Said>('/users/reset-password', { method: 'POST', body });

/**
 * POST /users/reset-password/check: whether the link still works, asked when its page opens (a
 * used or expired link says so before anyone types a password).
 */
export const checkResetLink = (token: string) =>
  api<Said>('/users/reset-password/check', { method: 'POST', body: { token } });

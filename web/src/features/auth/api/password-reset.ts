import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ResetPasswordBody } from '@teater/contract';
import { api } from '../../../lib/api';

/** POST /users/forgot-password: the answer is the same whether or not the account exists. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api<{ message: string }>('/users/forgot-password', { method: 'POST', body }),
  });

/** POST /users/reset-password: a new password for the account of the link's token. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api<{ message: string }>('/users/reset-password', { method: 'POST', body }),
  });

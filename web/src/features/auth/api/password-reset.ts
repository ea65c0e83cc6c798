import { useMutation, useQuery } from '@tanstack/react-query';
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

/**
 * POST /users/reset-password/check: whether the link still works, asked when its page opens (a
 * used or expired link says so before anyone types a password). Asked once: a refusal is final.
 */
export const useResetLink = (token: string) =>
  useQuery({
    queryKey: ['reset-link', token],
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      api<{ message: string }>('/users/reset-password/check', { method: 'POST', body: { token }, signal }),
  });

import { useMutation } from '@tanstack/react-query';
import type { deleteOwnAccountBody } from '@teater/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { clearHintCookies } from '../../../lib/cookies';

/** Deletes my account (password and the confirming word); the session ends with it. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: z.infer<typeof deleteOwnAccountBody>) =>
      api<{ message: string }>('/users/me', { method: 'DELETE', body }),
    onSuccess: () => clearHintCookies(),
  });

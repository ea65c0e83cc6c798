import { useMutation } from '@tanstack/react-query';
import type { SignupBody, User } from '@teater/contract';
import { api } from '../../../lib/api';

export const signup = (body: SignupBody) =>
  api<{ message: string; data: User }>('/users/signup', { method: 'POST', body });

export const useSignup = () => useMutation({ mutationFn: signup });

import { useMutation } from '@tanstack/react-query';
import type { SignupBody, User } from '@teater/contract';
import { api } from '../../../lib/api';

export const signup = (body: SignupBody) =>
  api<{ message: string; data: User }>('/users/signup', { method: 'POST', body });

export const useSignup = () => useMutation({ mutationFn: signup });

/** What the register page hands the login page: the e-mail of the account just made. */
export interface RegisteredState {
  registered: string;
}

export const registeredEmail = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && typeof (state as RegisteredState).registered === 'string'
    ? (state as RegisteredState).registered
    : undefined;

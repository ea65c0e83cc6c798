import type { SignupBody, User } from '@teater/contract';
import { api } from '../../../lib/api';

export const signup = (body: SignupBody) =>
  api<{ message: string; data: User }>('/users/signup', { method: 'POST', body });

/**
 * The e-mail of the account just made, for the login form the register page loads next: kept in
 * this tab's storage (it survives the page load), never in the address, where logs and shared
 * links would keep it. Forgotten once the member logs in.
 */
const REGISTERED = 'registered-email';

export const rememberRegistered = (email: string) => sessionStorage.setItem(REGISTERED, email);

export const registeredEmail = (): string | null => sessionStorage.getItem(REGISTERED);

export const forgetRegistered = () => sessionStorage.removeItem(REGISTERED);

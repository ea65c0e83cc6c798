import { api } from '../../../lib/api';
import { clearHintCookies } from '../../../lib/cookies';

/** Deletes my account (password and the confirming word, checked by the server); the session ends with it. */
export async function deleteAccount(body: { password: string; confirm: string }) {
  const answer = await api<{ message: string }>('/users/me', { method: 'DELETE', body });
  clearHintCookies();
  return answer;
}

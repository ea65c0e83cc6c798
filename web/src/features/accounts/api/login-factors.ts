import type { LoginAnswer } from '@teater/contract';
import { api } from '../../../lib/api';

type Options = { challenge: string; options: Record<string, unknown> };

/** The login's second step with a code (an authenticator app's, or a recovery code). */
export const loginWithCode = (token: string, code: string) =>
  api<LoginAnswer>('/users/login/second-factor', { method: 'POST', body: { token, code } });

/**
 * The login's second step with one of the account's passkeys (`token`), or a login by passkey
 * alone. The WebAuthn library loads on the click: most logins never use it.
 */
export async function loginWithPasskey(token?: string): Promise<LoginAnswer> {
  const [{ challenge, options }, { startAuthentication }] = await Promise.all([
    api<Options>('/users/login/passkey/options', { method: 'POST', body: token ? { token } : {} }),
    import('@simplewebauthn/browser'),
  ]);
  const passkey = await startAuthentication({ optionsJSON: options as never });
  if (token) return api<LoginAnswer>('/users/login/second-factor', { method: 'POST', body: { token, passkey } });
  return api<LoginAnswer>('/users/login/passkey', { method: 'POST', body: { challenge, passkey } });
}

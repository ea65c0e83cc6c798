import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Factor, SecurityState, SessionInfo, TotpSetup } from '@teater/contract';
import { api } from '../../../lib/api';

type Options = { challenge: string; options: Record<string, unknown> };
type Added = { data: { factor: Factor; recoveryCodes: string[] | null } };

export const securityKey = ['security'] as const;
const sessionsKey = ['security', 'sessions'] as const;

export const useSecurityState = () =>
  useQuery({
    queryKey: securityKey,
    queryFn: ({ signal }) => api<{ data: SecurityState }>('/users/me/security', { signal }).then((r) => r.data),
  });

export const useSessions = () =>
  useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api<{ data: SessionInfo[] }>('/users/me/sessions', { signal }).then((r) => r.data),
  });

/** What the proof form collected: the password, and a factor's code or (a first factor) the mailed code. */
export interface ProofInput {
  password: string;
  code: string;
  mailCode?: string;
}

/** The code that proves the mailbox before the account's first factor, mailed to it. */
export const mailEnrolCode = () => api<{ message: string }>('/users/me/factor-mail-code', { method: 'POST' });

/** An authenticator app's setup starts with the proof: its secret and QR code. */
export const startTotp = async (input: ProofInput) =>
  api<{ data: TotpSetup }>('/users/me/totp', { method: 'POST', body: await proofOf(input) }).then((r) => r.data);

/**
 * Proof of a factor that still works: a code, or (when none is typed) one of the account's
 * passkeys; on a first enrolment, the mailed code instead.
 */
async function proofOf({ password, code, mailCode }: ProofInput) {
  if (mailCode !== undefined) return { password, mailCode };
  if (code.trim()) return { password, code };
  const { challenge, options } = await api<Options>('/users/me/passkeys/proof-options', { method: 'POST' });
  return { password, challenge, passkey: await startAuthentication({ optionsJSON: options as never }) };
}

/** Every change of the factors reloads the security state and the session (the admin area may open). */
export function useFactorChanges() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries();
  return {
    confirmTotp: useMutation({
      mutationFn: (body: { token: string; code: string; label?: string }) =>
        api<Added>('/users/me/totp/confirm', { method: 'POST', body }).then((r) => r.data),
      onSuccess: done,
    }),
    addPasskey: useMutation({
      mutationFn: async (input: ProofInput) => {
        const body = await proofOf(input);
        const { challenge, options } = await api<Options>('/users/me/passkeys/options', { method: 'POST', body });
        const passkey = await startRegistration({ optionsJSON: options as never });
        return api<Added>('/users/me/passkeys', { method: 'POST', body: { challenge, passkey } }).then((r) => r.data);
      },
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: async ({ id, ...input }: ProofInput & { id: number }) =>
        api<{ message: string }>(`/users/me/second-factors/${id}/remove`, {
          method: 'POST',
          body: await proofOf(input),
        }),
      onSuccess: done,
    }),
    renewCodes: useMutation({
      mutationFn: async (input: ProofInput) =>
        api<{ data: { recoveryCodes: string[] } }>('/users/me/recovery-codes', {
          method: 'POST',
          body: await proofOf(input),
        }).then((r) => r.data.recoveryCodes),
      onSuccess: done,
    }),
  };
}

export function useSessionChanges() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: sessionsKey });
  return {
    end: useMutation({
      mutationFn: (id: number) => api<{ message: string }>(`/users/me/sessions/${id}`, { method: 'DELETE' }),
      onSuccess: done,
    }),
    endOthers: useMutation({
      mutationFn: () => api<{ message: string }>('/users/me/sessions/end-others', { method: 'POST' }),
      onSuccess: done,
    }),
  };
}

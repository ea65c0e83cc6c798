import { type LoginAnswer, loginStepMessages as t } from '@teater/contract';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';

/** A passkey refused or cancelled on the device says so in Indonesian; the server's words pass through. */
export const passkeyError = (error: unknown) => (error instanceof ApiError ? errorMessage(error) : t.passkeyCancelled);

/**
 * A login call under way (a code, a passkey): its pending state and error; once it answers,
 * `onDone` gets the answer (a session ends in a page load: nothing cached survives it).
 */
export function useLoginAttempt(onDone: (answer: LoginAnswer) => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (answer: () => Promise<LoginAnswer>, describe: (e: unknown) => string) => {
    setPending(true);
    setError(null);
    try {
      // still pending while the next page loads: no second attempt with a spent token
      onDone(await answer());
    } catch (failure) {
      setError(describe(failure));
      setPending(false);
    }
  };
  return { pending, error, setError, attempt };
}

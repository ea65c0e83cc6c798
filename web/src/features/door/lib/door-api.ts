import type { DoorSession } from '@teater/contract/door';

/** The server answers within this, or the door counts as offline (issue 26: no switch to find). */
export const ANSWER_MS = 3000;
/**
 * How long an activation may take, and how often it is asked for. The server spends the link's
 * secret when it answers, but opens it again for the same device for a few minutes (api's
 * ACTIVATION_GRACE_MS): an answer lost on the way back, or given up on, is asked for again. Activation
 * happens once, while setting up: waiting longer than a scan does is better.
 */
const ACTIVATE_MS = 15_000;
const ACTIVATE_TRIES = 3;

/** The server refused this device (401/403): its access was revoked, expired or never given. */
export class AccessEnded extends Error {
  constructor(readonly status: number) {
    super(`access ended (${status})`);
  }
}

/** No answer in time, no network, or a server error: the door goes on offline and tries again. */
export class Unreachable extends Error {}

/**
 * One call to /api/v1 with the session cookie, given up after `timeoutMs`. Resolves to the JSON
 * body; throws AccessEnded or Unreachable, the only two things the door needs to tell apart.
 */
export async function doorApi<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; timeoutMs?: number } = {},
): Promise<T> {
  const { method = 'GET', body, timeoutMs = ANSWER_MS } = options;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Unreachable('offline');
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Unreachable(String(error));
  }
  if (res.status === 401 || res.status === 403) throw new AccessEnded(res.status);
  if (!res.ok) throw new Unreachable(`HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** A door pass's secret exchanged for this device's session: up to ACTIVATE_TRIES calls while there is no answer. */
export async function activateDoor(secret: string, device: string): Promise<{ data: DoorSession }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await doorApi('/door/activate', { method: 'POST', body: { secret, device }, timeoutMs: ACTIVATE_MS });
    } catch (error) {
      if (!(error instanceof Unreachable) || attempt >= ACTIVATE_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 2000));
    }
  }
}

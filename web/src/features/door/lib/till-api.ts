import { ANSWER_MS } from './door-api';

/** A till call's outcome: the server's answer (any status), or no answer at all (offline). */
export type TillAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string }
  | { ok: false; status: 0; message: '' };

/**
 * One call of the till to /api/v1. Unlike the scans' sync, a refusal (a quota sold out, a shift
 * closed) is shown to the seller with the server's message; status 0 means no answer in time.
 */
export async function tillCall<T>(
  path: string,
  method: 'GET' | 'POST' = 'GET',
  body?: unknown,
  timeoutMs = ANSWER_MS,
): Promise<TillAnswer<T>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { ok: false, status: 0, message: '' };
  try {
    const res = await fetch(`/api/v1${path}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
    if (res.ok) return { ok: true, data: json.data as T };
    if (res.status >= 500 && res.status !== 502) return { ok: false, status: 0, message: '' };
    return { ok: false, status: res.status, message: json.message ?? '' };
  } catch {
    return { ok: false, status: 0, message: '' };
  }
}

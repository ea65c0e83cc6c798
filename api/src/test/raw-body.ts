import type { Caller } from './app.js';

/**
 * A POST whose body is sent exactly as written, under `contentType`: JSON cut off half-way, bad
 * bytes, or a type the API does not take. `to` is a caller or the app itself.
 */
export const postRaw = (to: Pick<Caller, 'inject'>, url: string, payload: string, contentType = 'application/json') =>
  to.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

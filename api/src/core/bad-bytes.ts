import { hasBadBytes, validationMessages } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './http-error.js';

const DEEPEST = 32;

/** Where the first string (a value or a key) with a NUL byte or a lone surrogate is, or null. */
function badTextAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasBadBytes(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > DEEPEST || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    // a bad key is named by its place, never echoed
    if (hasBadBytes(key)) return path || '_';
    const found = badTextAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A NUL byte or half a surrogate pair in any query, path or JSON body string is a 400 before any
 * route runs: PostgreSQL cannot store either, and a route whose schema has no plainString (a
 * free-form parameter) would otherwise fail in its query. Multipart fields go through the
 * contract's schemas, which refuse the same.
 */
export const badBytesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const at = badTextAt(part, '');
      if (at !== null) {
        throw badRequest(validationMessages.badCharacters, { [at || '_']: validationMessages.badCharacters });
      }
    }
  });
});

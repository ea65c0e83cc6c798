import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { chosenLocaleOf, inLocaleKey } from '../core/locale.js';
import { SESSION_COOKIE } from '../core/session-cookie.js';
import { sendEntry } from './cache-http.js';

const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** A visitor without a session: the public cache's answers are the ones the routes would give. */
const isAnonymous = (request: FastifyRequest) =>
  !request.headers.authorization && !sessionCookie.test(request.headers.cookie ?? '');

/** A page in Indonesian asked for by a visitor who chose English: the page plugin redirects. */
const redirectsByChoice = (request: FastifyRequest) =>
  request.locale === 'id' && !request.url.startsWith('/api/') && chosenLocaleOf(request) === 'en';

/** The key a page's HTML is cached under (pages/web.ts): pages carry their canonical address. */
export const pageCacheKey = (request: FastifyRequest, path: string) =>
  `html:${request.protocol}://${request.host}${path}`;

/** API reads are cached under their URL (cache-http.ts `readThrough`), pages under pageCacheKey. */
const cacheKeyOf = (request: FastifyRequest) =>
  request.url.startsWith('/api/') ? inLocaleKey(request.url, request.locale) : pageCacheKey(request, request.url);

/**
 * The cache in front: an anonymous GET whose answer is already cached is answered in the first
 * hook after the security headers, before cookies, sessions, guards and the route. The route would
 * send the same entry after that work; here a cached page or list read costs a map lookup and its
 * compressed bytes, which is what lets the landing page keep up with the API reads (issue 20).
 * A miss, a visitor with a session and every other method take the usual way, which fills the cache.
 */
export const cacheFrontPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    const entry =
      request.method === 'GET' && isAnonymous(request) && !redirectsByChoice(request)
        ? app.publicCache.peek(cacheKeyOf(request))
        : undefined;
    if (entry) sendEntry(reply, request, entry);
    else done();
  });
});

import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * Sign-ups from one address: a class signing up together on one school wifi fits, a script filling
 * the users table does not.
 */
export const SIGNUP_LIMIT: RateLimitOptions = {
  max: (request) => request.server.config.SIGNUP_PER_HOUR,
  timeWindow: '1 hour',
  keyGenerator: (request) => request.ip,
};

/**
 * Uploads (POST /image and record writes with files) per account: an admin filling an album works
 * on, a stolen session cannot fill the store. Counted after the access check, so refusals do not count.
 */
export const UPLOAD_LIMIT: RateLimitOptions = {
  max: 120,
  timeWindow: '10 minutes',
  keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
};

/**
 * Gifts started from one address: a family giving after a show fits, a script opening checkouts
 * (each a payment row and a call to the provider) does not.
 */
export const DONATION_LIMIT: RateLimitOptions = {
  max: 20,
  timeWindow: '10 minutes',
  keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
};

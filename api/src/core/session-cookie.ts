/**
 * The httpOnly cookie that carries the session token: the auth plugin reads and sets it, and the
 * public cache (content/cache-front.ts) treats a request carrying it as a member's, never
 * anonymous. Shared by both, so it lives on the ground floor.
 */
export const SESSION_COOKIE = 'token';

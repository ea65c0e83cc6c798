/** A `?next=` target only if it stays on this site (no `//host` or `https:` open redirects). */
export function safeReturn(next: string | null, fallback: string): string {
  return next && /^\/(?!\/)[\w\-/?=&%.]*$/.test(next) ? next : fallback;
}

import { slugify } from '@teater/contract';

/** Set by the server before it loads the server-rendering bundle (api/src/pages/app-render.ts). */
export const SERVER_SITE_NAME = Symbol.for('teater.siteName');

/**
 * The company name is a server setting: in the browser it comes from index.html's
 * <meta name="site-name">, on the server from the setting itself.
 */
function readSiteName(): string {
  const fromServer = (globalThis as Record<symbol, unknown>)[SERVER_SITE_NAME];
  if (typeof fromServer === 'string' && fromServer) return fromServer;
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="site-name"]') : null;
  const value = meta?.getAttribute('content') ?? '';
  return value && !value.startsWith('%') ? value : 'Teater Satu';
}

export const SITE_NAME = readSiteName();
/** The about route `/{product}`: the name's slug. */
export const SITE_SLUG = slugify(SITE_NAME) || 'teater';

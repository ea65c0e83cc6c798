import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@teater/contract';
import type { FastifyBaseLogger } from 'fastify';

/** The HTML inside #root for a public page, rendered in a language with the API answers the page needs. */
export type AppRenderer = (url: string, answers: Record<string, unknown>, locale: Locale) => Promise<string>;

interface ServerEntry {
  render: AppRenderer;
  /** whether the web app has a page at a path */
  isKnownRoute: (pathname: string) => boolean;
  /** whether the page at a path hydrates as islands (decision 023) */
  hydratesAsIslands: (pathname: string) => boolean;
}

/** What the server uses of the web app's server bundle. */
export interface ServerApp {
  render: AppRenderer;
  /** undefined when the bundle cannot tell: then every path counts as a page */
  isKnownRoute?: (pathname: string) => boolean;
  /** undefined when the bundle cannot tell: then every page hydrates as the whole app */
  hydratesAsIslands?: (pathname: string) => boolean;
}

/** Where `vite build --ssr` puts the server bundle (web/package.json's build script). */
export const serverEntryOf = (webDist: string) => path.join(webDist, 'server', 'entry-server.js');

/**
 * Loads the web app's server-rendering bundle (web/src/entry-server.tsx), or undefined when the
 * build has none: pages are then rendered by the browser alone. The bundle reads the site name
 * from a global symbol because it is a server setting, not a build input.
 */
export async function loadAppRenderer(
  webDist: string,
  siteName: string,
  log: FastifyBaseLogger,
): Promise<ServerApp | undefined> {
  const entry = serverEntryOf(webDist);
  if (!fs.existsSync(entry)) return undefined;
  (globalThis as Record<symbol, unknown>)[Symbol.for('teater.siteName')] = siteName;
  try {
    const loaded = (await import(pathToFileURL(entry).href)) as Partial<ServerEntry>;
    if (typeof loaded.render !== 'function') return undefined;
    return {
      render: loaded.render,
      isKnownRoute: typeof loaded.isKnownRoute === 'function' ? loaded.isKnownRoute : undefined,
      hydratesAsIslands: typeof loaded.hydratesAsIslands === 'function' ? loaded.hydratesAsIslands : undefined,
    };
  } catch (error) {
    log.warn({ err: error }, 'server rendering unavailable: the browser renders every page');
    return undefined;
  }
}

/**
 * React hoists the resources it discovers (the preload of a high-priority image) to the front of
 * the render; they belong in <head>, where the browser finds them first and hydration never sees them.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<link\b[^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

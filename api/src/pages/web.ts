import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { httpMessages, type Locale, localePath, seoMessages, splitLocale } from '@teater/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageCacheKey, sendEntry } from '../content/index.js';
import { escapeHtml } from '../core/escape-html.js';
import { chosenLocaleOf } from '../core/locale.js';
import { loadAppRenderer, serverEntryOf } from './app-render.js';
import { memberPageAt, renderMemberPage, sendPrivatePage } from './member-pages.js';
import { matchPage, NOT_FOUND_PAGE, type PageMatch, renderedUrl } from './page-match.js';
import { inLanguage, renderPage } from './page-render.js';

/** The company name is a runtime setting: the built index.html carries placeholders for it. */
export const fillSiteName = (html: string, siteName: string) =>
  html
    .replaceAll('%SITE_NAME%', escapeHtml(siteName))
    .replaceAll('%SITE_DESCRIPTION%', escapeHtml(seoMessages.siteDescription(siteName)));

/**
 * The page a request asks for: its spec route and language (`/en/news/12`: `/news/12` in
 * English), a redirect to the language the visitor chose, or undefined for no page at all.
 */
function pageAddressOf(
  request: FastifyRequest,
): { redirect: string } | { url: string; pathname: string; locale: Locale } | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const { path: url, locale } = splitLocale(request.url);
  // A file extension counts in the path only: `?q=budi@contoh.id` is a page's search, not a file.
  const pathname = url.split('?')[0] ?? '';
  if (/^\/(api|media|assets)\//.test(pathname) || /\.\w{2,5}$/.test(pathname)) return undefined;
  // A visitor who chose English and follows an Indonesian link (a shared one, a search result)
  // lands on the English page; a crawler keeps no cookie and sees each address as it is.
  if (locale === 'id' && chosenLocaleOf(request) === 'en') return { redirect: localePath(url, 'en') };
  return { url, pathname, locale };
}

/** The shell with the site name filled in, read once (every request in development). */
function shellOf(app: FastifyInstance, indexPath: string) {
  let template: string | undefined;
  return () => {
    if (!template || app.config.NODE_ENV === 'development') {
      template = fillSiteName(fs.readFileSync(indexPath, 'utf8'), app.config.SITE_NAME);
    }
    return template;
  };
}

/** Hashed assets as immutable, the rest of the build for an hour; never the server bundle. */
async function serveBuiltFiles(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // the server-rendering bundle sits in the build but is not for browsers
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}

/**
 * Serves the built web app: hashed assets as immutable, every other GET that wants HTML gets
 * index.html (the SPA routes). The public pages the server knows arrive rendered, with their
 * title, link-preview tags and first-load data (see page-render.ts); that HTML is cached like
 * public reads (any write drops it).
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const indexPath = path.join(root, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) await serveBuiltFiles(app, root);
  const serverApp = hasWeb ? await loadAppRenderer(root, app.config.SITE_NAME, app.log) : undefined;
  if (hasWeb && !serverApp) app.log.info(`no ${serverEntryOf(root)}: public pages render in the browser only`);
  const indexHtml = shellOf(app, indexPath);

  /** A known public page: its cached HTML, rendered (or the shell for the browser) on a miss. */
  const serveMatch = async (request: FastifyRequest, reply: FastifyReply, match: PageMatch) => {
    // Only the canonical URL is server-rendered: other query strings (a gallery page number) may
    // show other content than the one cached HTML per page, so the browser renders those. A page
    // whose islands read the query themselves (`/login?next=…`) is the one render whatever it says.
    const { path: url, locale } = splitLocale(request.url);
    const canonical = match.queryInBrowser ? url.split('?')[0] === match.path : url === match.path;
    const renderer = canonical ? serverApp : undefined;
    const key = `${pageCacheKey(request, localePath(renderedUrl(match), locale))}${renderer ? '' : '#browser'}`;
    const entry = await app.publicCache.get(key, async () => {
      const page = await renderPage(app, request, indexHtml(), match, renderer);
      return { body: page.html, status: page.status, type: 'text/html; charset=utf-8' };
    });
    return sendEntry(reply, request, entry);
  };

  // Every GET or HEAD outside the API, media and built files is a page, whatever it accepts: chat
  // apps and crawlers ask with `Accept: */*` or none at all.
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const address = hasWeb ? pageAddressOf(request) : undefined;
    if (!address) return reply.status(404).send({ message: httpMessages.routeNotFound });
    if ('redirect' in address) return reply.header('cache-control', 'no-store').redirect(address.redirect, 302);
    const { url, pathname, locale } = address;
    const member = memberPageAt(pathname, serverApp);
    if (member && serverApp) {
      const html = await renderMemberPage(app, request, indexHtml(), member, serverApp);
      if (html) return sendPrivatePage(reply, html);
    }
    const match = matchPage(app.site, app.config.SITE_NAME, url);
    if (match && !match.notFound) return serveMatch(request, reply, match);
    if (serverApp?.isKnownRoute && !serverApp.isKnownRoute(pathname)) {
      // No page here: a real 404 with the site's not-found page (one cached render for all).
      const entry = await app.publicCache.get(pageCacheKey(request, localePath('/#404', locale)), async () => {
        const page = await renderPage(app, request, indexHtml(), NOT_FOUND_PAGE, serverApp);
        return { body: page.html, status: 404, type: 'text/html; charset=utf-8' };
      });
      return sendEntry(reply, request, entry);
    }
    // A page the browser renders (admin, subscriber areas, a member page without a session): the app shell; a detail
    // page's address without a possible id is a 404 whose page says so in the browser.
    const shell = inLanguage(indexHtml(), locale);
    reply.status(match?.notFound ? 404 : 200).header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(shell);
  };
  app.setNotFoundHandler(servePage);
  // The landing page is the most asked for: a route of its own with its page matched once at
  // start, so a cached landing page costs what a cached API read does (a cache lookup and the
  // compressed bytes); `/?utm_source=…` and the like take the general path.
  const landing = matchPage(app.site, app.config.SITE_NAME, '/');
  if (hasWeb && landing) {
    app.get('/', (request, reply) =>
      request.url === '/' && chosenLocaleOf(request) !== 'en'
        ? serveMatch(request, reply, landing)
        : servePage(request, reply),
    );
  }
});

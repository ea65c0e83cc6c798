import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@teater/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEntry } from '../resources/cache.js';
import { escapeHtml, matchPage, renderPage } from './page-render.js';

/** The company name is a runtime setting: the built index.html carries placeholders for it. */
export const fillSiteName = (html: string, siteName: string) =>
  html
    .replaceAll('%SITE_NAME%', escapeHtml(siteName))
    .replaceAll('%SITE_DESCRIPTION%', escapeHtml(messages.seo.siteDescription(siteName)));

export type HtmlRenderer = (request: FastifyRequest, html: string) => Promise<string> | string;

/**
 * Serves the built web app: hashed assets as immutable, every other GET that wants HTML gets
 * index.html (the SPA routes). For the public pages the server knows, the HTML carries the page's
 * title, link-preview tags and first-load data (see page-render.ts); it is cached like public
 * reads (any write drops it). An optional renderer may rewrite it further.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { render?: HtmlRenderer }) => {
  const root = app.config.webDist;
  const indexPath = path.join(root, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  // The shell with the site name filled in, read once (every request in development).
  let template: string | undefined;
  const indexHtml = () => {
    if (!template || app.config.NODE_ENV === 'development') {
      template = fillSiteName(fs.readFileSync(indexPath, 'utf8'), app.config.SITE_NAME);
    }
    return template;
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const isAsset = /^\/(api|media|assets)\//.test(request.url) || /\.\w{2,5}(\?|$)/.test(request.url);
    if (!wantsHtml || isAsset || !hasWeb) {
      return reply.status(404).send({ message: messages.http.routeNotFound });
    }
    const base = indexHtml();
    const match = matchPage(app.config.SITE_NAME, request.url);
    if (!match || opts.render) {
      const html = opts.render ? await opts.render(request, base) : base;
      return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    const key = `html:${request.protocol}://${request.host}${match.path}`;
    const entry = await app.publicCache.get(key, async () => {
      const page = await renderPage(app, request, base, match);
      return { body: page.html, status: page.status, type: 'text/html; charset=utf-8' };
    });
    return sendEntry(reply, request, entry);
  });
});

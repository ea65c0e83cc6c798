import fs from 'node:fs';
import path from 'node:path';
import { checkinMessages } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fillSiteName } from './web.js';

/** The home-screen icon: the site's mark on its red, drawn large (sharp renders it once per size). */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7f1d1d"/><path d="M14 18h36v6H35v24h-6V24H14z" fill="#fbbf24"/></svg>`;
const ICON_SIZES = [180, 192, 512] as const;

const manifestOf = (siteName: string) => ({
  name: `${checkinMessages.title} · ${siteName}`,
  short_name: 'Check-in',
  lang: 'id',
  start_url: '/checkin',
  scope: '/checkin',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#f5f5f4',
  theme_color: '#7f1d1d',
  icons: [192, 512].map((size) => ({
    src: `/checkin-icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any maskable',
  })),
});

/**
 * The door app's shell and what makes it installable (decision 025): /checkin is its own page
 * (web/checkin.html, built by vite.door.config.ts), with a web manifest and icons; its service
 * worker (/checkin-sw.js, a file of the build) caches the shell and its files.
 */
export const doorAppPlugin = fp(async (app: FastifyInstance) => {
  const shellPath = path.join(app.config.webDist, 'checkin.html');
  if (!fs.existsSync(shellPath)) return;
  let shell: string | undefined;
  const shellHtml = () => {
    if (!shell || app.config.NODE_ENV === 'development')
      shell = fillSiteName(fs.readFileSync(shellPath, 'utf8'), app.config.SITE_NAME);
    return shell;
  };
  // the service worker asks for it with its revision in the query: any query is the same page
  app.get('/checkin', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shellHtml()),
  );
  const manifest = JSON.stringify(manifestOf(app.config.SITE_NAME));
  app.get('/checkin.webmanifest', (_request, reply) =>
    reply.type('application/manifest+json').header('cache-control', 'public, max-age=3600').send(manifest),
  );
  const icons = new Map<number, Promise<Buffer>>();
  for (const size of ICON_SIZES) {
    app.get(`/checkin-icon-${size}.png`, async (_request, reply) => {
      let icon = icons.get(size);
      if (!icon) {
        icon = import('sharp').then(({ default: sharp }) =>
          sharp(Buffer.from(ICON)).resize(size, size).png().toBuffer(),
        );
        icons.set(size, icon);
      }
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await icon);
    });
  }
});

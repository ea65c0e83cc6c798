import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const ICON_LINK = /(<link rel="icon" href=")\/favicon\.svg(")/;

/**
 * Writes public/favicon.svg into the built index.html as a data URL. A browser asks for a page's
 * icon as soon as the page has loaded, which is while its main picture is still being decoded:
 * on a slow connection that request would share the line with the picture. The file stays
 * published for what links to it (the structured data's logo).
 */
export function inlineFavicon(): Plugin {
  let publicDir = '';
  return {
    name: 'teater:inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!ICON_LINK.test(html)) throw new Error('inline-favicon: index.html has no /favicon.svg icon link');
        const svg = await fs.readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
        return html.replace(ICON_LINK, `$1data:image/svg+xml,${encodeURIComponent(svg.trim())}$2`);
      },
    },
  };
}

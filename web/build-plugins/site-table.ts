import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const SITE_DATA = fileURLToPath(new URL('../src/lib/site-data.ts', import.meta.url));

/**
 * Writes web/src/lib/site-data.ts out as plain data: every route and menu entry of the URL table
 * (contract/src/site), computed at build from the resource definitions. The app needs every URL
 * on every page, but not the definitions they are declared in (fields, admin screens, texts):
 * those load with the pages that show them. (The dev server reads the table when it starts:
 * restart it after changing a definition's routes or menus.)
 */
export function siteTable(): Plugin {
  return {
    name: 'teater:site-table',
    enforce: 'pre',
    async load(id) {
      if (id.split('?')[0] !== SITE_DATA) return undefined;
      // The contract is TypeScript, read by tsx as the server reads it.
      const { menuEntries, siteRoutes } = (await tsImport(
        '@teater/contract/site',
        import.meta.url,
      )) as typeof import('@teater/contract/site');
      return [
        `export const siteRoutes = ${JSON.stringify(siteRoutes)};`,
        `export const menuEntries = ${JSON.stringify(menuEntries)};`,
      ].join('\n');
    },
  };
}

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
export function siteTable({ islands = false }: { islands?: boolean } = {}): Plugin {
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
      // The islands build only links (key, path and the resource they hang under) and shows the
      // public menus: the guards, the page kinds and the admin navigation are the app's.
      const routes = islands
        ? siteRoutes.map(({ key, path, resource, name }) => ({ key, path, resource, name }))
        : siteRoutes;
      const menus = islands ? menuEntries.filter((entry) => entry.menu !== 'admin') : menuEntries;
      return [
        `export const siteRoutes = ${JSON.stringify(routes)};`,
        `export const menuEntries = ${JSON.stringify(menus)};`,
      ].join('\n');
    },
  };
}

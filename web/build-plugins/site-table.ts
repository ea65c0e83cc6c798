import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const ID = 'virtual:site-table';

/**
 * The URL table (contract/src/site) as plain data for the browser: every route and menu entry,
 * computed at build from the resource definitions. The app needs every URL on every page, but not
 * the definitions they are declared in (fields, admin screens, texts): those load with the pages
 * that show them. Read it through web/src/lib/site-table.ts.
 */
export function siteTable(): Plugin {
  return {
    name: 'teater:site-table',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
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

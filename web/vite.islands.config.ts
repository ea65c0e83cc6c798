import type { Locale } from '@teater/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { islandsManifestOf, REACT_DOM_CHUNK } from './build-plugins/inline-boot';
import { oneLanguage } from './build-plugins/one-language';
import { intoTheAppsFolder } from './build-plugins/shared-folder';
import { siteTable } from './build-plugins/site-table';

const source = (file: string) => new URL(`./src/${file}`, import.meta.url).pathname;
const built = (file: string) => new URL(`./dist/${file}`, import.meta.url).pathname;

/** The islands take their styles from the one stylesheet every page links (vite.config.ts). */
function noStyles(): Plugin {
  const empty = '\0islands-no-style';
  return {
    name: 'teater:islands-no-style',
    enforce: 'pre',
    resolveId: (id) => (id.split('?')[0]?.endsWith('.css') ? empty : undefined),
    load: (id) => (id === empty ? '' : undefined),
  };
}

/**
 * The islands entry (decision 023), built once per language (one-language.ts) before the app
 * (web/package.json) into the same folder: server-rendered pages served as islands load it instead of the app. React Router and
 * the query cache behind the session are swapped for stand-ins that work on plain page loads, so
 * an island's component is the app's own, unchanged.
 */
const locale = process.env.ISLANDS_LOCALE as Locale | undefined;
if (locale !== 'id' && locale !== 'en')
  throw new Error('vite.islands.config.ts: set ISLANDS_LOCALE to id or en (web/package.json builds both)');

export default defineConfig({
  plugins: [react(), siteTable({ islands: true }), noStyles(), oneLanguage(locale, built(islandsManifestOf('id')))],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: source('islands/router-stand-in.tsx') },
      { find: /^(?:\.\.?\/)+lib\/session$/, replacement: source('islands/session-stand-in.ts') },
    ],
  },
  build: {
    ...intoTheAppsFolder,
    manifest: islandsManifestOf(locale),
    rolldownOptions: {
      input: source('islands/entry.tsx'),
      output: {
        codeSplitting: { groups: [REACT_DOM_CHUNK] },
      },
    },
  },
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineBoot, REACT_DOM_CHUNK } from './build-plugins/inline-boot';
import { inlineFavicon } from './build-plugins/inline-favicon';
import { siteTable } from './build-plugins/site-table';

const api = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    siteTable(),
    inlineFavicon(),
    inlineBoot(new URL('./src/boot.ts', import.meta.url).pathname),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api, '/sitemap.xml': api, '/robots.txt': api },
  },
  // The server-rendering bundle (src/entry-server.tsx) carries its dependencies: the API loads it
  // as one file, whatever node_modules sits beside the build.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    // the islands build writes into the same folder first; the build script empties it before both
    emptyOutDir: false,
    chunkSizeWarningLimit: 600,
    // every browser that runs es2022 supports modulepreload: the polyfill would only add first-load JS
    modulePreload: { polyfill: false },
    // One stylesheet for every page (about 12 KB gzip): server-rendered HTML is styled before any
    // script runs, whatever page it shows.
    cssCodeSplit: false,
    copyPublicDir: !isSsrBuild,
    // React DOM (about 60 KB gzip, half the first load) in a chunk of its own: the boot script
    // evaluates it in a task of its own (src/boot.ts), so evaluating React is not one long task
    // together with the app.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: { groups: [REACT_DOM_CHUNK] },
          },
        },
  },
}));

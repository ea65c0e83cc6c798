import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { intoTheAppsFolder } from './build-plugins/shared-folder';

/** Every file of the door app is named `door-…`: the service worker precaches those and no other. */
const named = (kind: string) => `assets/door-${kind}[name]-[hash]`;

/**
 * The door app (/checkin, decision 025): its own entry and bundle, built first into the shared
 * folder (web/package.json), and its service worker (Workbox's generateSW through vite-plugin-pwa)
 * precaching exactly its files: once opened on a phone, the door starts again with no connection.
 * The server serves the shell at /checkin with the site name filled in (api/src/pages/door-app.ts);
 * the worker caches that address and answers every navigation to /checkin with it.
 */
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'checkin-sw.js',
      scope: '/checkin',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['checkin.html', 'assets/door-*'],
        // the shell is served at /checkin (the site name filled in), not as a file
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) => (entry.url === 'checkin.html' ? { ...entry, url: '/checkin' } : entry)),
            warnings: [],
          }),
        ],
        navigateFallback: '/checkin',
        navigateFallbackAllowlist: [/^\/checkin\/?(?:[?#].*)?$/],
        // one file: the worker needs no second script (nor a second CSP exception)
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // the QR decoder's WebAssembly (about 1 MB) is part of the app
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    ...intoTheAppsFolder,
    rolldownOptions: {
      input: new URL('./checkin.html', import.meta.url).pathname,
      output: {
        entryFileNames: `${named('')}.js`,
        chunkFileNames: `${named('')}.js`,
        assetFileNames: `${named('')}[extname]`,
      },
    },
  },
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        entryFileNames: `${named('worker-')}.js`,
        chunkFileNames: `${named('worker-')}.js`,
        assetFileNames: `${named('')}[extname]`,
      },
    },
  },
});

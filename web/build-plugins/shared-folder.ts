import type { BuildEnvironmentOptions } from 'vite';

/**
 * The build options of the bundles built before the app into its folder (the door app, the
 * islands; web/package.json runs them first): they leave what is there (the build script empties
 * the folder once, before all), copy no public files (the app's build does), and skip the
 * modulepreload polyfill as the app does (every es2022 browser supports modulepreload).
 */
export const intoTheAppsFolder = {
  target: 'es2022',
  sourcemap: false,
  outDir: 'dist',
  emptyOutDir: false,
  copyPublicDir: false,
  modulePreload: { polyfill: false },
} satisfies BuildEnvironmentOptions;

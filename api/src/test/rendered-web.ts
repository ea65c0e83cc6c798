import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { webDistFixture } from './web-fixture.js';

const web = path.resolve(import.meta.dirname, '..', '..', '..', 'web');

/**
 * The fixture web app with the real server rendering (web/src/entry-server.tsx, the pages' own
 * components) bundled by esbuild in a few seconds rather than a Vite build of minutes: tests then
 * read the HTML the server renders for a page. Built as `vite build --ssr` builds it (the
 * contract bundled in, `import.meta.env.SSR`), with the npm packages left to node: the bundle
 * lies under web/node_modules/.cache so that they resolve as the web's.
 */
export async function renderedWebDist(): Promise<{ dir: string; remove(): void }> {
  const cache = path.join(web, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const out = fs.mkdtempSync(path.join(cache, 'teater-render-'));
  await build({
    entryPoints: [path.join(web, 'src', 'entry-server.tsx')],
    outfile: path.join(out, 'entry-server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    define: { 'import.meta.env.SSR': 'true', 'import.meta.env.DEV': 'false' },
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
    publicPath: '/assets',
    logLevel: 'error',
    plugins: [
      {
        name: 'packages-but-the-workspaces',
        setup(bundler) {
          // styles are the client build's; the server's HTML only links them
          bundler.onResolve({ filter: /(\.css|\/css(\/[\w-]+)?)$/ }, (args) => ({
            path: args.path,
            namespace: 'style',
          }));
          bundler.onLoad({ filter: /.*/, namespace: 'style' }, () => ({ contents: '', loader: 'js' }));
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@teater/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const fixture = webDistFixture({
    serverEntry: `export * from ${JSON.stringify(pathToFileURL(path.join(out, 'entry-server.js')).href)};\n`,
  });
  return {
    dir: fixture.dir,
    remove: () => {
      fixture.remove();
      fs.rmSync(out, { recursive: true, force: true });
    },
  };
}

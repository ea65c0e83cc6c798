import fs from 'node:fs/promises';
import path from 'node:path';
import { minify, type Plugin, transformWithOxc } from 'vite';

/** The tags Vite writes for the entry (main.tsx) and its static imports. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A chunk at least this large (bytes of code: React DOM, React with the router) is evaluated in a
 * task of its own; the small ones after it share one. A task per chunk cost a timer each (4 ms
 * once timers nest), about 50 ms before the app's first render with its 15 chunks.
 */
const OWN_TASK_FROM = 30_000;

/**
 * The chunks `roots` import, each after the chunks it imports itself (keys in, files out): the
 * boot script evaluates them in this order, so none finds a dependency not yet run.
 */
function dependencyOrder(roots: string[], chunkOf: (key: string) => { file: string; imports: string[] } | undefined) {
  const order: string[] = [];
  const visit = (key: string) => {
    const chunk = chunkOf(key);
    if (!chunk || order.includes(chunk.file)) return;
    for (const imported of chunk.imports) visit(imported);
    order.push(chunk.file);
  };
  for (const root of roots) visit(root);
  return order;
}

/** React DOM with the scheduler, a chunk of its own in both builds (see OWN_TASK_FROM). */
export const REACT_DOM_CHUNK = { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ };

/** Where the islands build of a language (vite.islands.config.ts) lists its chunks, in the build folder. */
export const islandsManifestOf = (locale: 'id' | 'en') => `.vite/islands-${locale}.json`;

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The islands entry of a language (vite.islands.config.ts, built first) and its static imports, in the same order. */
async function islandScripts(outDir: string, locale: 'id' | 'en') {
  const manifestFile = path.join(outDir, islandsManifestOf(locale));
  const manifest = JSON.parse(
    await fs.readFile(manifestFile, 'utf8').catch(() => {
      throw new Error(`inline-boot: no ${manifestFile}; build the islands first (npm run build -w web)`);
    }),
  ) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('inline-boot: the islands manifest has no entry');
  const order = dependencyOrder(entry.imports ?? [], (key) => {
    const chunk = manifest[key];
    return chunk && { file: chunk.file, imports: chunk.imports ?? [] };
  });
  const sizes = await Promise.all(order.map((file) => fs.stat(path.join(outDir, file))));
  return {
    entry: `/${entry.file}`,
    preload: order.map((file) => `/${file}`),
    pauses: order.filter((_, i) => (sizes[i]?.size ?? 0) >= OWN_TASK_FROM).map((file) => `/${file}`),
  };
}

/**
 * Replaces the entry's script and modulepreload tags in the built index.html with the boot script
 * (src/boot.ts) written inline, which loads them, or the islands entry's, when the page is ready. A script tag in
 * the head is a request every page waits on before its first paint; the inline one is not. The
 * API allows it in its Content-Security-Policy by hash (api/src/core/security.ts).
 */
export function inlineBoot(bootFile: string): Plugin {
  let outDir = '';
  return {
    name: 'teater:inline-boot',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }) {
        const entry = ENTRY_TAG.exec(html)?.[1];
        if (!entry || !bundle || !chunk) throw new Error('inline-boot: index.html has no entry script');
        const preload = dependencyOrder(chunk.imports, (key) => {
          const built = bundle[key];
          return built?.type === 'chunk' ? { file: built.fileName, imports: built.imports } : undefined;
        }).map((file) => `/${file}`);
        const tagged = [...html.matchAll(PRELOAD_TAG)].flatMap((match) => match[1] ?? []);
        if (tagged.some((href) => !preload.includes(href)))
          throw new Error('inline-boot: a preloaded chunk is not imported');
        const source = await fs.readFile(bootFile, 'utf8');
        const compiled = await transformWithOxc(source, bootFile, { lang: 'ts' });
        const islands = { id: await islandScripts(outDir, 'id'), en: await islandScripts(outDir, 'en') };
        const pauses = preload.filter((href) => {
          const built = bundle[href.slice(1)];
          return built?.type === 'chunk' && built.code.length >= OWN_TASK_FROM;
        });
        const scripts = { app: { entry, preload, pauses }, islands };
        const withScripts = `const APP_SCRIPTS = ${JSON.stringify(scripts)};\n${compiled.code}`;
        const minified = await minify('boot.js', withScripts, { module: true, compress: true, mangle: true });
        if (minified.errors.length) throw new Error(`inline-boot: ${minified.errors[0]?.message}`);
        const script = `<script type="module">${minified.code.trim()}</script>\n  `;
        return html.replace(PRELOAD_TAG, '').replace(ENTRY_TAG, script);
      },
    },
  };
}

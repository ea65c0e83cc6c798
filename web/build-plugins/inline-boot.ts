import fs from 'node:fs/promises';
import { minify, type Plugin, type Rollup, transformWithOxc } from 'vite';

/** The tags Vite writes for the entry (main.tsx) and its static imports. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The chunks the entry imports statically, each after the chunks it imports itself: the boot
 * script evaluates them in this order, one task each, so none finds a dependency not yet run.
 */
function dependencyOrder(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const order: string[] = [];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (order.includes(fileName) || chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) visit(imported);
    order.push(fileName);
  };
  for (const imported of entry.imports) visit(imported);
  return order.map((fileName) => `/${fileName}`);
}

/**
 * Replaces the entry's script and modulepreload tags in the built index.html with the boot script
 * (src/boot.ts) written inline, which loads them when the page is ready for them. A script tag in
 * the head is a request every page waits on before its first paint; the inline one is not. The
 * API allows it in its Content-Security-Policy by hash (api/src/plugins/security.ts).
 */
export function inlineBoot(bootFile: string): Plugin {
  return {
    name: 'teater:inline-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }) {
        const entry = ENTRY_TAG.exec(html)?.[1];
        if (!entry || !bundle || !chunk) throw new Error('inline-boot: index.html has no entry script');
        const preload = dependencyOrder(bundle, chunk);
        const tagged = [...html.matchAll(PRELOAD_TAG)].flatMap((match) => match[1] ?? []);
        if (tagged.some((href) => !preload.includes(href)))
          throw new Error('inline-boot: a preloaded chunk is not imported');
        const source = await fs.readFile(bootFile, 'utf8');
        const compiled = await transformWithOxc(source, bootFile, { lang: 'ts' });
        const withScripts = `const APP_SCRIPTS = ${JSON.stringify({ entry, preload })};\n${compiled.code}`;
        const minified = await minify('boot.js', withScripts, { module: true, compress: true, mangle: true });
        if (minified.errors.length) throw new Error(`inline-boot: ${minified.errors[0]?.message}`);
        const script = `<script type="module">${minified.code.trim()}</script>\n  `;
        return html.replace(PRELOAD_TAG, '').replace(ENTRY_TAG, script);
      },
    },
  };
}

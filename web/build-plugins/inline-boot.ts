import fs from 'node:fs/promises';
import { minify, type Plugin, transformWithOxc } from 'vite';

/** The tags Vite writes for the entry (main.tsx) and its static imports. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

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
      async handler(html) {
        const entry = ENTRY_TAG.exec(html)?.[1];
        if (!entry) throw new Error('inline-boot: index.html has no entry script');
        const preload = [...html.matchAll(PRELOAD_TAG)].flatMap((match) => match[1] ?? []);
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

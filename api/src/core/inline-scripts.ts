import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Inline scripts the browser runs: a `<script>` without src that is not a data block (JSON). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Content-Security-Policy sources for the inline scripts of the built index.html (the boot script,
 * web/build-plugins/inline-boot.ts): `'sha256-…'` each, so exactly those run and no injected one.
 */
export function inlineScriptSources(html: string): string[] {
  return inlineScripts(html).map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** The text of each inline script of a page (also counted as first-load JS by the benchmark). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body = '']) => body);
}

/** The sources for the web build in `webDist`; none when there is no build (API only, development). */
export function builtInlineScriptSources(webDist: string): string[] {
  const indexPath = path.join(webDist, 'index.html');
  return fs.existsSync(indexPath) ? inlineScriptSources(fs.readFileSync(indexPath, 'utf8')) : [];
}

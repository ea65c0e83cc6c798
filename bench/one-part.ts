/**
 * What every script measuring one part of the bench on its own shares (`bench/*-only.ts`,
 * `first-load-js.ts`): the production build it needs, its log line, and its ending: the figures
 * as `npm run bench` prints them and the exit code their budgets give.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Figure, renderTable, summarize } from './budgets.js';
import { repoRoot } from './processes.js';

export const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** The web build's folder (WEB_DIST, else web/dist), refused when `entry` is not in it. */
export function builtWeb(entry: 'index.html' | 'checkin.html' = 'index.html'): string {
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'web/dist');
  const what = entry === 'index.html' ? 'no build' : 'no door build';
  if (!fs.existsSync(path.join(webDist, entry))) throw new Error(`${what}: run npm run build first`);
  return webDist;
}

/** Runs one part's measurement, prints its figures and sets the exit code; a failure exits 1. */
export function runOnePart(measure: () => Promise<Figure[]>) {
  measure()
    .then((figures) => {
      console.log(renderTable(figures));
      process.exitCode = summarize(figures).exitCode;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    });
}

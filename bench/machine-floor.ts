import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import type { Figure } from './budgets.js';
import { repoRoot } from './processes.js';

/**
 * What this machine lets a page score at best, measured beside the pages so a reader can tell the
 * machine from the site. Lighthouse's mobile run multiplies the main thread's time by 4, assuming
 * that time is CPU work; in some virtual machines a new renderer's first touch of each memory page
 * costs 10-20 µs (a phone or an ordinary PC: well under 1 µs), and every page pays that.
 */

/** Microseconds to fault in one fresh 4 KB page of memory, over 256 MB. */
export function pageFaultFigure(): Figure {
  const bytes = 256 * 1024 * 1024;
  const memory = Buffer.allocUnsafeSlow(bytes); // mapped, not yet touched
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < bytes; offset += 4096) memory[offset] = 1;
  const micros = Number(process.hrtime.bigint() - start) / 1000 / (bytes / 4096);
  return {
    name: 'machine: first touch of a memory page',
    value: Math.round(micros * 100) / 100,
    unit: 'µs',
    note: 'an ordinary machine: well under 1 µs; above it, Lighthouse timings measure the machine',
  };
}

const head = `<!doctype html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Kontrol</title></head>`;

/** Two pages with nothing of the site: one line of script, and React hydrating one heading. */
const CONTROL_PAGES = {
  '/script': `${head}<body><h1>Halo</h1><script type="module">document.body.append('siap')</script></body></html>`,
  '/react': `${head}<body><div id="root"><h1>Halo</h1></div><script type="module" src="/react.js"></script></body></html>`,
};

/** React and React DOM as the site ships them (production, minified), hydrating one heading. */
async function reactBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.getElementById('root'), createElement('h1', null, 'Halo'));`,
      resolveDir: path.join(repoRoot, 'web'),
    },
    bundle: true,
    minify: true,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

export type ControlPage = keyof typeof CONTROL_PAGES;

/** The control pages, served apart from the site: their addresses, and how to stop serving them. */
export async function serveControlPages(): Promise<{ url(page: ControlPage): string; stop(): Promise<void> }> {
  const script = await reactBundle();
  const server = http.createServer((request, response) => {
    const html = CONTROL_PAGES[request.url as ControlPage];
    const type = html ? 'text/html' : 'text/javascript';
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
    response.end(html ?? script);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (page) => `http://127.0.0.1:${port}${page}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CONTROL_NOTES: Record<ControlPage, string> = {
  '/script': 'one line of script, nothing of the site',
  '/react': 'React DOM hydrating one heading, nothing else of the site',
};

/** A control page's worst blocking time and score over its runs: the floor the pages stand on. */
export function controlFigures(page: ControlPage, blockingMs: number[], scores: number[]): Figure[] {
  const note = `${CONTROL_NOTES[page]}: above 100 ms, no such page meets the blocking-time budget here`;
  return [
    {
      name: `lighthouse control ${page} total blocking time (worst of ${blockingMs.length})`,
      value: blockingMs.length ? Math.max(...blockingMs) : null,
      unit: 'ms',
      note,
    },
    {
      name: `lighthouse control ${page} performance (worst of ${scores.length})`,
      value: scores.length ? Math.min(...scores) : null,
      unit: 'score',
      note: CONTROL_NOTES[page],
    },
  ];
}

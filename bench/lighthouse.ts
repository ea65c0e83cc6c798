import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { inlineScripts } from '../api/src/core/inline-scripts.js';
import { budgets, type Figure } from './budgets.js';
import { controlFigures, pageFaultFigure, serveControlPages } from './machine-floor.js';
import type { BenchPage } from './pages.js';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface NetworkItem {
  url: string;
  resourceType?: string;
}

/**
 * First-load JS: the gzip size of every script the page loaded, computed from the built files
 * (the budget is in gzip whatever encoding the server chose), and of the scripts written inline
 * in its HTML (the boot script).
 */
export function firstLoadJsKb(items: NetworkItem[], webDist: string, html = ''): { kb: number; largest: string } {
  const inline = inlineScripts(html).reduce((sum, body) => sum + gzipSync(body).length, 0);
  let total = inline;
  const sizes: [string, number][] = inline ? [['inline', inline]] : [];
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    const pathname = new URL(item.url).pathname;
    const file = path.join(webDist, pathname);
    if (!pathname.startsWith('/assets/') || !fs.existsSync(file)) continue;
    const size = gzipSync(fs.readFileSync(file)).length;
    total += size;
    sizes.push([path.basename(file), size]);
  }
  sizes.sort((a, b) => b[1] - a[1]);
  const largest = sizes
    .slice(0, 3)
    .map(([name, size]) => `${name.replace(/-[\w-]{8}\.js$/, '')} ${(size / 1024).toFixed(0)}`)
    .join(', ');
  return { kb: total / 1024, largest };
}

/** A figure in a note: a score as is, milliseconds rounded. */
const fmt = (value: number | null | undefined) =>
  value === null || value === undefined ? 'n/a' : value <= 1 ? String(value) : `${Math.round(value)} ms`;

type Audits = Record<string, { score: number | null; numericValue?: number; details?: { items?: unknown[] } }>;
type Categories = Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;

/** The audits that cost a category points: why a score is below 1. */
function failing(categories: Categories, audits: Audits, id: string): string | undefined {
  const refs = categories[id]?.auditRefs ?? [];
  const ids = refs
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
    .map((ref) => ref.id)
    .slice(0, 4);
  return ids.length ? `failing: ${ids.join(', ')}` : undefined;
}

/**
 * Runs per page. One run's CPU timings follow whatever else the machine does at that moment (the
 * simulation multiplies them by 4), so each page's figures come from the median of several runs,
 * picked as Lighthouse's own tools pick it (closest to the median FCP and time to interactive).
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type Run = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * RUNS recorded Lighthouse runs of one page in the Chromium listening on `port`. A run Lighthouse
 * could not record (NO_NAVSTART and the like, on a busy machine) is tried again, up to RUNS more
 * times, so the worst of RUNS is taken over RUNS runs, not fewer.
 */
async function runsOf(port: number, url: string, cookie?: string, wanted = RUNS): Promise<Run[]> {
  const runs: Run[] = [];
  let failed = 0;
  while (runs.length - failed < wanted && failed <= wanted) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // a member page: the member's session (Lighthouse clears the browser's storage before each run)
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) failed++;
    runs.push(result.lhr);
  }
  return runs;
}

/**
 * The median run, and the valid runs: a run Lighthouse itself could not record (e.g. NO_NAVSTART)
 * is left out, as Lighthouse CI does; the note says so. Only when no run is valid is the page's
 * error reported.
 */
function medianOf(runs: Run[], path: string) {
  const valid = filterToValidRuns(runs);
  const failedRun = runs.find((lhr) => lhr.runtimeError);
  const chosen = valid.length ? computeMedianRun(valid) : failedRun;
  if (!chosen) throw new Error(`lighthouse gave no usable run for ${path}`);
  const dropped =
    failedRun && valid.length
      ? `${runs.length - valid.length} failed runs tried again: ${failedRun.runtimeError?.code}`
      : '';
  return { chosen, valid, dropped };
}

/** What the budgets hold for: the worst of the runs (a budget met only by the median is not held). */
function worstOf(valid: Run[], pick: (lhr: Run) => number | null | undefined, higherIsBetter: boolean) {
  const values = valid.map(pick).filter((v): v is number => typeof v === 'number');
  if (!values.length) return null;
  return higherIsBetter ? Math.min(...values) : Math.max(...values);
}

/**
 * One page's figures from its runs: scores, timings and first-load JS. A private page has no
 * search budget (noindex on purpose); a page in the other language keeps its scores and script.
 */
function pageFigures(
  name: string,
  median: ReturnType<typeof medianOf>,
  js: { kb: number; largest: string },
  page: Pick<BenchPage, 'private' | 'otherLanguage'>,
): Figure[] {
  const all = allFigures(name, median, js);
  const seo = `${name} SEO`;
  const held = all.map((figure) =>
    page.private && figure.name === seo ? { ...figure, budget: undefined, note: 'noindex: a member page' } : figure,
  );
  return page.otherLanguage ? held.filter((figure) => !figure.name.includes('(worst of')) : held;
}

function allFigures(name: string, median: ReturnType<typeof medianOf>, js: { kb: number; largest: string }): Figure[] {
  const { chosen, valid, dropped } = median;
  const { categories, audits, runtimeError } = chosen;
  const score = (id: string) => categories[id]?.score ?? null;
  const timing = (id: string) => (lhr: Run) => lhr.audits[id]?.numericValue;
  const typed = audits as unknown as Audits;
  const why = (id: string) => failing(categories as unknown as Categories, typed, id);
  const note = runtimeError
    ? runtimeError.message
    : [why('performance'), dropped].filter(Boolean).join('; ') || undefined;
  const worstNote = `worst of ${valid.length}; median ${fmt(score('performance'))}`;
  const medianNote = (id: string) => `median ${fmt(typed[id]?.numericValue)}`;
  const worstName = (what: string) => `${name} ${what} (worst of ${RUNS})`;
  return [
    {
      name: worstName('performance'),
      value: worstOf(valid, (lhr) => lhr.categories.performance?.score, true),
      unit: 'score',
      budget: budgets.performance,
      note: [worstNote, note].filter(Boolean).join('; '),
    },
    {
      name: worstName('total blocking time'),
      value: worstOf(valid, timing('total-blocking-time'), false),
      unit: 'ms',
      budget: budgets.totalBlockingMs,
      note: medianNote('total-blocking-time'),
    },
    {
      name: `${name} accessibility`,
      value: score('accessibility'),
      unit: 'score',
      budget: budgets.accessibility,
      note: why('accessibility'),
    },
    {
      name: `${name} best practices`,
      value: score('best-practices'),
      unit: 'score',
      budget: budgets.bestPractices,
      note: why('best-practices'),
    },
    { name: `${name} SEO`, value: score('seo'), unit: 'score', budget: budgets.seo, note: why('seo') },
    {
      name: worstName('LCP'),
      value: worstOf(valid, timing('largest-contentful-paint'), false),
      unit: 'ms',
      budget: budgets.lcpMs,
      note: medianNote('largest-contentful-paint'),
    },
    { name: `${name} first-load JS`, value: js.kb, unit: 'KB', budget: budgets.firstLoadJsKb, note: js.largest },
  ];
}

/** Lighthouse (mobile, its default) for each page, one Chromium for all of them. */
export async function lighthouseFigures(site: string, pages: BenchPage[], webDist: string) {
  const figures: Figure[] = [];
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const control = await serveControlPages();
  try {
    figures.push(pageFaultFigure());
    for (const page of ['/script', '/react'] as const) {
      const runs = filterToValidRuns(await runsOf(chrome.port, control.url(page)));
      const blocking = runs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0);
      figures.push(
        ...controlFigures(
          page,
          blocking,
          runs.map((lhr) => lhr.categories.performance?.score ?? 0),
        ),
      );
    }
    for (const page of pages) {
      const runs = await runsOf(chrome.port, `${site}${page.path}`, page.cookie, page.otherLanguage ? 1 : RUNS);
      const median = medianOf(runs, page.path);
      const headers = { accept: 'text/html', ...(page.cookie ? { cookie: page.cookie } : {}) };
      const html = await fetch(`${site}${page.path}`, { headers }).then((res) => res.text());
      const requests = (median.chosen.audits as unknown as Audits)['network-requests']?.details?.items ?? [];
      const js = firstLoadJsKb(requests as NetworkItem[], webDist, html);
      figures.push(...pageFigures(`lighthouse ${page.label}`, median, js, page));
    }
  } finally {
    await chrome.kill();
    await control.stop();
  }
  return figures;
}

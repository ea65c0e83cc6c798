import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
let source: string | undefined;
/** axe-core's browser build, read once from node_modules. */
const axeSource = () => {
  source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
};

export interface AxeViolation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  /** CSS selectors of the offending elements (first few) */
  targets: string[];
}

const BLOCKING: (ImpactValue | undefined)[] = ['serious', 'critical'];

/**
 * Runs axe-core in the page (WCAG 2.x A and AA rules) and returns the serious and critical
 * violations. The script is evaluated through the DevTools protocol, so the site's CSP (no
 * inline scripts) does not block it. Wait for the page's content before calling.
 */
export async function seriousA11yViolations(page: Page, options: RunOptions = {}): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource());
  const results = (await page.evaluate(
    (opts) =>
      (window as unknown as { axe: { run(ctx: Document, o: object): Promise<unknown> } }).axe.run(document, opts),
    { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, ...options },
  )) as AxeResults;
  return results.violations
    .filter((v) => BLOCKING.includes(v.impact ?? undefined))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? undefined,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/** A readable list for an assertion message. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.targets.join(', ')}`).join('\n');

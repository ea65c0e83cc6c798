import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Every address a test's pages show (loads and the app's own navigations alike), appended to
 * TEST_VISITS_FILE when npm test sets it: scripts/timing/routes-visited.ts then checks that every
 * route of the URL table was opened by some browser test.
 */
const target = process.env.TEST_VISITS_FILE;

function watchPage(page: Page) {
  page.on('framenavigated', (frame) => {
    if (target && frame === page.mainFrame()) fs.appendFileSync(target, `${frame.url()}\n`);
  });
}

export function recordVisits(context: BrowserContext) {
  if (!target) return;
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
}

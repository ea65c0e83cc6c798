import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * A Playwright reporter beside the list one: each test file's time (all its tests' tries) and the
 * tests that passed only on a retry, written as JSON lines to TEST_TIMING_FILE for the summary npm
 * test prints at its end (scripts/timing/summary.mjs).
 */
export default class BrowserFileTimes implements Reporter {
  private readonly perFile = new Map<string, number>();
  private readonly target = process.env.TEST_TIMING_FILE;

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    this.perFile.set(file, (this.perFile.get(file) ?? 0) + result.duration);
  }

  onEnd(_result: FullResult) {
    if (!this.target) return;
    mkdirSync(dirname(this.target), { recursive: true });
    const lines = [...this.perFile].map(([file, ms]) => JSON.stringify({ file, ms }));
    appendFileSync(this.target, lines.map((line) => `${line}\n`).join(''));
  }

  printsToStdio() {
    return false;
  }
}

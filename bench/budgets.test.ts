import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { budgets, type Figure, renderTable, summarize, verdictOf } from './budgets.js';

const fig = (value: number | null, budget?: Figure['budget'], unit = 'ms'): Figure => ({
  name: 'x',
  value,
  unit,
  budget,
});

describe('budget evaluation', () => {
  test('>= and <= budgets are met at the limit and missed beyond it', () => {
    assert.equal(verdictOf(fig(20, budgets.readP99Ms)), 'met');
    assert.equal(verdictOf(fig(20.5, budgets.readP99Ms)), 'missed');
    assert.equal(verdictOf(fig(0.45, budgets.readRatio, 'ratio')), 'met');
    assert.equal(verdictOf(fig(0.449, budgets.readRatio, 'ratio')), 'missed');
    assert.equal(verdictOf(fig(1, budgets.accessibility, 'score')), 'met');
    assert.equal(verdictOf(fig(0.99, budgets.accessibility, 'score')), 'missed');
    assert.equal(verdictOf(fig(0, budgets.oversold, '')), 'met');
    assert.equal(verdictOf(fig(1, budgets.oversold, '')), 'missed');
  });

  test('an unmeasured figure is n/a, never met, and does not fail the run', () => {
    assert.equal(verdictOf(fig(null, budgets.lcpMs)), 'n/a');
    assert.equal(verdictOf(fig(5)), 'n/a');
    const summary = summarize([fig(null, budgets.lcpMs), fig(10, budgets.lcpMs)]);
    assert.deepEqual(summary, { met: 1, missed: 0, unmeasured: 1, notApplied: 0, exitCode: 0 });
  });

  test('one missed budget makes the exit code 1', () => {
    const summary = summarize([fig(10, budgets.readP99Ms), fig(2000, budgets.lcpMs), fig(3)]);
    assert.equal(summary.missed, 1);
    assert.equal(summary.exitCode, 1);
  });

  test('a budget the machine cannot test is shown, not applied, and never a miss', () => {
    const scaling: Figure = { name: 'two processes', value: 0.9, unit: 'ratio', notApplied: budgets.twoProcessScaling };
    assert.equal(verdictOf(scaling), 'not applied');
    assert.deepEqual(summarize([scaling]), { met: 0, missed: 0, unmeasured: 0, notApplied: 1, exitCode: 0 });
    assert.match(renderTable([scaling]).split('\n')[2] ?? '', /^two processes\s+90%\s+\(>= 160%\)\s+not applied$/);
  });

  test('the table shows each figure beside its budget and verdict', () => {
    const table = renderTable([
      { name: 'GET /api/v1/beritas p99', value: 3.2, unit: 'ms', budget: budgets.readP99Ms },
      { name: 'bare route', value: 41_000, unit: 'req/s' },
      { name: '/news LCP', value: null, unit: 'ms', budget: budgets.lcpMs, note: 'page not built' },
    ]);
    const lines = table.split('\n');
    assert.equal(lines.length, 5);
    assert.match(lines[2] ?? '', /^GET \/api\/v1\/beritas p99\s+3\.2 ms\s+<= 20 ms\s+met$/);
    assert.match(lines[3] ?? '', /^bare route\s+41,000 req\/s$/);
    assert.match(lines[4] ?? '', /n\/a\s+<= 1000 ms\s+n\/a\s+page not built$/);
  });
});

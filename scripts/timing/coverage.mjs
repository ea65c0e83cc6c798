// Line coverage of api/src and contract/src by the unit and API tests (the PGlite pass's lcov,
// Node's own coverage), held to the floor recorded in coverage-floor.json: npm test fails below it.
// `node scripts/timing/coverage.mjs <lcov> --record` writes today's figures, and the floor just under them.
import { readFileSync, writeFileSync } from 'node:fs';

const FLOOR_FILE = new URL('./coverage-floor.json', import.meta.url);
const ROOTS = ['api/src', 'contract/src'];
/** Lines run only on one side of a race or on a retry move a figure by about 0.1 between runs. */
const MARGIN = 0.2;
/** Tests and their fixtures are what measures, not what is measured. */
const isMeasured = (file) => !/\.test\.ts$/.test(file) && !file.startsWith('api/src/test/');

const [lcovFile, flag] = process.argv.slice(2);
const totals = Object.fromEntries(ROOTS.map((root) => [root, { found: 0, hit: 0 }]));
let current = null;
for (const line of readFileSync(lcovFile, 'utf8').split('\n')) {
  if (line.startsWith('SF:')) {
    const file = line.slice(3);
    const root = ROOTS.find((candidate) => file.startsWith(`${candidate}/`));
    current = root && isMeasured(file) ? totals[root] : null;
  } else if (current && line.startsWith('LF:')) current.found += Number(line.slice(3));
  else if (current && line.startsWith('LH:')) current.hit += Number(line.slice(3));
}

const figures = Object.fromEntries(
  ROOTS.map((root) => [root, Math.floor((totals[root].hit / Math.max(1, totals[root].found)) * 1000) / 10]),
);
if (flag === '--record') {
  const floor = Object.fromEntries(ROOTS.map((root) => [root, Math.round((figures[root] - MARGIN) * 10) / 10]));
  writeFileSync(FLOOR_FILE, `${JSON.stringify({ measured: figures, floor }, null, 2)}\n`);
  console.log(`coverage floor recorded: ${JSON.stringify(figures)}`);
  process.exit(0);
}
const { floor } = JSON.parse(readFileSync(FLOOR_FILE, 'utf8'));
let below = false;
for (const root of ROOTS) {
  const ok = figures[root] >= floor[root];
  below ||= !ok;
  const lines = `${totals[root].hit} of ${totals[root].found} lines`;
  console.log(`  ${root}: ${figures[root]} % (${lines}; floor ${floor[root]} %)${ok ? '' : '  BELOW THE FLOOR'}`);
}
if (below) {
  console.log('Line coverage fell below the recorded floor (scripts/timing/coverage-floor.json): test what you added.');
  process.exit(1);
}

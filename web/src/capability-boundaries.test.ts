import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { capabilityCrossings, capabilityLoops } from '../../scripts/capability-boundaries';

/**
 * A capability of the server (api/src/<capability>) shows the others only its index.ts and its
 * tables (schema.ts), and no two capabilities import each other; scripts/capability-boundaries.ts
 * refuses the rest in `npm run lint`. Probe files plant crossings and loops and must be refused;
 * what a capability may use must pass.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const probeName = `zz-probe-${process.pid}`;
const probeDir = path.join(root, 'api', 'src', 'door', probeName);

const write = (file: string, lines: string[]) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return path.relative(root, file);
};

after(() => fs.rmSync(probeDir, { recursive: true, force: true }));

test("a capability importing another capability's inner file is refused, whatever the path", async () => {
  const shallow = write(path.join(probeDir, 'probe-inner.ts'), [
    "import { cancelHoldsOf } from '../../box-office/seat-holds.js';",
    "import { lapseOffers } from '../../../src/box-office/waitlist/offers.js';",
    'export const probe = [cancelHoldsOf, lapseOffers];',
  ]);
  const allowed = write(path.join(probeDir, 'deep', 'probe-allowed.ts'), [
    "import * as boxOffice from '../../../box-office/index.js';",
    "import { ticketOrders } from '../../../box-office/schema.js';",
    "import { HttpError } from '../../../core/http-error.js';",
    "import { doorPasses } from '../../schema.js';",
    'export const probe = [boxOffice, ticketOrders, HttpError, doorPasses];',
  ]);
  const crossings = await capabilityCrossings([shallow, allowed]);
  assert.deepEqual(
    crossings
      .filter(({ from }) => from.includes(probeName))
      .map(({ from, to }) => `${path.basename(from)} -> ${to}`)
      .sort(),
    ['probe-inner.ts -> api/src/box-office/seat-holds.ts', 'probe-inner.ts -> api/src/box-office/waitlist/offers.ts'],
  );
});

test('npm run lint refuses a planted crossing and names it', () => {
  write(path.join(probeDir, 'probe-lint.ts'), [
    "import { assertAccess } from '../../accounts/access.js';",
    'export const probe = assertAccess;',
  ]);
  const run = spawnSync('npx', ['tsx', 'scripts/feature-boundaries.ts'], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, new RegExp(`api/src/door/${probeName}/probe-lint.ts: imports '../../accounts/access.js'`));
  assert.match(run.stderr, /another capability's inner file/);
});

test('a capability importing one that imports it back is refused: the floors would run back up', async () => {
  const loopDir = path.join(root, 'api', 'src', 'accounts', probeName);
  try {
    write(path.join(loopDir, 'probe-up.ts'), [
      "import { SHOWS } from '../../box-office/index.js';",
      'export const probe = SHOWS;',
    ]);
    const loops = await capabilityLoops();
    const loop = loops.find(({ imports }) => imports.some((line) => line.includes(probeName)));
    assert.ok(loop, 'the planted import closes a loop');
    assert.ok(loop.parts.includes('accounts/') && loop.parts.includes('box-office/'), loop.parts.join(', '));
    const run = spawnSync('npx', ['tsx', 'scripts/feature-boundaries.ts'], { cwd: root, encoding: 'utf8' });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, new RegExp(`api/src/accounts/${probeName}/probe-up.ts -> api/src/box-office/index.ts`));
  } finally {
    fs.rmSync(loopDir, { recursive: true, force: true });
  }
});

test('the server as it stands crosses no boundary and has no loop', () => {
  fs.rmSync(probeDir, { recursive: true, force: true });
  const run = spawnSync('npx', ['tsx', 'scripts/feature-boundaries.ts'], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});

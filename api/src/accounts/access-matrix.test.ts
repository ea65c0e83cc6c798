import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { differencesOf, hiddenOf, observedOf, undeclaredOf } from '../test/access-matrix/compare.js';
import type { Access } from '../test/access-matrix/levels.js';
import { MATRIX_ROLES, withStaffFactors } from '../test/access-matrix/roles.js';
import { type Walk, walk } from '../test/access-matrix/walk.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TEST_SANDBOX_KEY } from '../test/payments.js';

/**
 * The access matrix: every operation of the OpenAPI document called by seven callers, compared
 * with access-matrix.expected.json (per operation, a level of requireAccess or the roles let
 * through; calls on records name another account's). A deliberate change is one command and a diff:
 *   UPDATE_ACCESS_MATRIX=1 node --import tsx --test api/src/accounts/access-matrix.test.ts
 */
const EXPECTED = new URL('./access-matrix.expected.json', import.meta.url);
const UPDATE = process.env.UPDATE_ACCESS_MATRIX === '1';
const HOW_TO_UPDATE =
  'if the change is meant, run UPDATE_ACCESS_MATRIX=1 node --import tsx --test api/src/accounts/access-matrix.test.ts and review the diff of api/src/accounts/access-matrix.expected.json';

let t: TestApp;
let walked: Walk;
before(async () => {
  // The site requires staff to show a second factor, so a password-only staff session exists.
  t = await buildTestApp({
    PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY,
    HOLD_SWEEP_SECONDS: '3600',
    STAFF_SECOND_FACTOR: 'required',
  });
  const started = Date.now();
  walked = await walk(t, withStaffFactors(t));
  const cells = walked.operations.length * MATRIX_ROLES.length;
  console.log(`access matrix: ${walked.operations.length} operations, ${cells} cells in ${Date.now() - started} ms`);
});
after(() => t.close());

test('every cell of the matrix is answered by the access check, not before it', () => {
  assert.ok(walked.operations.length > 200, `${walked.operations.length} operations`);
  assert.deepEqual(
    walked.endedSessions,
    [],
    'sessions a call of the walk ended: add that call to SESSION_ENDING (walk.ts)',
  );
  assert.deepEqual(
    hiddenOf(walked),
    [],
    'answers given before the access check: give the operation a valid request (its write scenario, or QUERIES in access-matrix/requests.ts)',
  );
});

test('every operation of the API lets through exactly the roles the access matrix names', () => {
  if (UPDATE) {
    fs.writeFileSync(EXPECTED, `${JSON.stringify(observedOf(walked), null, 2)}\n`);
    // written as the lint formats it, so the rewritten file passes `npm run lint` as it is
    execFileSync('npx', ['biome', 'format', '--write', fileURLToPath(EXPECTED)], { stdio: 'ignore' });
    return;
  }
  const expected = fs.existsSync(EXPECTED)
    ? (JSON.parse(fs.readFileSync(EXPECTED, 'utf8')) as Record<string, Access>)
    : {};
  assert.deepEqual(differencesOf(walked, expected), [], `the access matrix changed: ${HOW_TO_UPDATE}`);
});

test("the OpenAPI document declares the refusals each operation's access gives", () => {
  assert.deepEqual(
    undeclaredOf(walked),
    [],
    'declared refusals (refusalsOf in api/src/core/answers.ts) differ from the access seen',
  );
});

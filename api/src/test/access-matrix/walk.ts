import assert from 'node:assert/strict';
import type { CoverageContext } from '../../audit/index.js';
import { writeScenarios } from '../../audit/index.js';
import type { Caller, TestApp } from '../app.js';
import { type Seen, seenOf } from './levels.js';
import {
  captureWrite,
  type Operation,
  operationsOf,
  payloadFor,
  type RequestTemplate,
  readRequest,
} from './requests.js';
import { logIn, MATRIX_ROLES, type MatrixRole } from './roles.js';

/** Calls that end the caller's session or account: each role makes them in a session of its own. */
const SESSION_ENDING = new Set(['POST /api/v1/users/logout', 'DELETE /api/v1/users/me']);

/** Calls whose token or link works once (a second use is refused): each role gets its own, prepared for it. */
const ONE_SHOT = new Set([
  'POST /api/v1/door/activate',
  'POST /api/v1/users/login/second-factor',
  'POST /api/v1/users/login/passkey',
]);

/** Cells run at once: enough to overlap the database's waits, few enough for a shared machine. */
const CONCURRENCY = 6;

/** One cell of the matrix: what the role's call was answered. */
export interface Cell {
  seen: Seen;
  status: number;
}

/** The walk: the document's operations, and each one's cells by role. */
export interface Walk {
  operations: Operation[];
  cells: Map<string, Map<MatrixRole, Cell>>;
  /** the roles whose shared session a call of the walk ended (their later cells say nothing) */
  endedSessions: MatrixRole[];
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** A request per operation (per role for one-shot calls): write scenarios' requests, captured; reads filled in. */
async function requestsFor(staffed: TestApp, operations: Operation[]) {
  const scenarios = writeScenarios();
  let n = 0;
  const ctx: CoverageContext = { t: staffed, as: (role) => staffed.as(role), next: () => ++n };
  const shared = new Map<string, RequestTemplate>();
  const perRole = new Map<string, Map<MatrixRole, RequestTemplate>>();
  const writes = operations.filter((operation) => operation.method !== 'GET');
  assert.deepEqual(
    writes.filter((operation) => !scenarios[operation.key]).map((operation) => operation.key),
    [],
    'write operations without a scenario in api/src/audit/coverage (add one there)',
  );
  for (const operation of writes) {
    const scenario = scenarios[operation.key];
    if (!scenario) continue;
    if (!ONE_SHOT.has(operation.key)) {
      shared.set(operation.key, await captureWrite(ctx, scenario, operation.key));
      continue;
    }
    const byRole = new Map<MatrixRole, RequestTemplate>();
    for (const role of MATRIX_ROLES) byRole.set(role, await captureWrite(ctx, scenario, operation.key));
    perRole.set(operation.key, byRole);
  }
  const captured = [...shared].map(([key, template]) => ({ key, template }));
  for (const operation of operations) {
    if (operation.method === 'GET') shared.set(operation.key, await readRequest(staffed.app, operation, captured));
  }
  return (key: string, role: MatrixRole) => {
    const template = perRole.get(key)?.get(role) ?? shared.get(key);
    if (!template) throw new Error(`${key}: no request`);
    return template;
  };
}

let address = 0;
/** An address of its own for every call: a per-address rate limit never answers for the access check. */
const nextAddress = () => {
  const n = ++address;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const send = (key: string, caller: Caller, template: RequestTemplate) =>
  caller.inject({
    method: template.method,
    url: template.url,
    payload: payloadFor(key, template, caller.id),
    headers: template.headers,
    remoteAddress: nextAddress(),
  });

/**
 * Calls every operation of the OpenAPI document as each role: `raw` is the app (its newUser logs
 * in with a password only), `staffed` the same app whose shared staff showed a second factor.
 */
export async function walk(raw: TestApp, staffed: TestApp): Promise<Walk> {
  const spec = (await raw.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations = operationsOf(spec);
  const requestOf = await requestsFor(staffed, operations);
  const callers = new Map<MatrixRole, Caller>();
  for (const role of MATRIX_ROLES) callers.set(role, await logIn(raw, staffed, role));

  const cells = new Map<string, Map<MatrixRole, Cell>>();
  await eachLimited(operations, CONCURRENCY, async (operation) => {
    const row = new Map<MatrixRole, Cell>();
    cells.set(operation.key, row);
    // one role after another, least powerful first: what a call changes is the same on every run
    for (const role of MATRIX_ROLES) {
      const caller = SESSION_ENDING.has(operation.key) ? await logIn(raw, staffed, role) : callers.get(role);
      if (!caller) throw new Error(`no caller for ${role}`);
      const res = await send(operation.key, caller, requestOf(operation.key, role));
      row.set(role, { seen: seenOf(res.statusCode, res.body), status: res.statusCode });
    }
  });

  const endedSessions: MatrixRole[] = [];
  for (const [role, caller] of callers) {
    if (role !== 'anonymous' && (await caller.get('/api/v1/users/me')).statusCode === 401) endedSessions.push(role);
  }
  return { operations, cells, endedSessions };
}

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { max, sql } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TEST_SANDBOX_KEY } from '../test/payments.js';
import { writeScenarios } from './coverage/index.js';
import type { CoverageContext } from './coverage/types.js';

/**
 * Tables whose writes are not a change anyone made: rate-limit counters, periodic-job claims, the
 * demo seed's progress, the simulated payment provider's own books, the steps of logins and
 * enrolments in progress (a challenge, a secret awaiting its first code), the WhatsApp sandbox's
 * copy of what the Cloud API would have received, the site's signing keys (made once, on first
 * use, by whichever call or background mail needs one first: a race, not a change), and the log
 * itself. Sessions and the outboxes (mail, WhatsApp) are watched for new and removed rows only (a
 * session's last-seen time and a message's delivery state change by themselves).
 */
const UNWATCHED = [
  'audit_log',
  'rate_limits',
  'job_runs',
  'demo_seed_state',
  'sandbox_transactions',
  'sandbox_payment_tokens',
  'sandbox_subscriptions',
  'whatsapp_sandbox',
  'auth_challenges',
  'site_keys',
];
const INSERT_DELETE_ONLY = ['sessions', 'mail_outbox', 'whatsapp_messages'];

/**
 * Every row written, by table, while a scenario runs: row triggers (a statement that changes no row
 * records nothing) on every table of the schema, installed by this test only.
 */
async function watchWrites(t: TestApp) {
  await t.app.db.execute(sql`CREATE TABLE coverage_writes (tbl text NOT NULL, op text NOT NULL)`);
  await t.app.db.execute(
    sql.raw(`CREATE FUNCTION coverage_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO coverage_writes VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`),
  );
  const result = (await t.app.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'coverage_writes'`,
  )) as unknown as { rows: { tablename: string }[] };
  for (const { tablename } of result.rows) {
    if (UNWATCHED.includes(tablename)) continue;
    const events = INSERT_DELETE_ONLY.includes(tablename) ? 'INSERT OR DELETE' : 'INSERT OR UPDATE OR DELETE';
    await t.app.db.execute(
      sql.raw(`CREATE TRIGGER coverage_${tablename} AFTER ${events} ON "${tablename}"
        FOR EACH ROW EXECUTE FUNCTION coverage_write()`),
    );
  }
}

let t: TestApp;
before(async () => {
  // No sweeps of expired holds while scenarios run: their writes would be counted as the call's.
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, HOLD_SWEEP_SECONDS: '3600' });
});
after(() => t.close());

const lastEntry = async () => (await t.app.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;

test('every write route of the API leaves an audit entry whenever it changes data', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => method !== 'get' && method !== 'head')
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  assert.ok(operations.length > 100, `${operations.length} write operations`);
  const scenarios = writeScenarios();
  assert.deepEqual(
    operations.filter((operation) => !scenarios[operation]),
    [],
    'write routes without a scenario (api/src/audit/coverage)',
  );

  let n = 0;
  const ctx: CoverageContext = { t, as: (role) => t.as(role), next: () => ++n };
  await watchWrites(t);
  const unrecorded: string[] = [];
  for (const operation of operations) {
    const scenario = scenarios[operation];
    if (!scenario) continue;
    const call = await scenario.prepare(ctx);
    await t.app.db.execute(sql`DELETE FROM coverage_writes`);
    const since = await lastEntry();
    const res = await call.send();
    assert.ok(res.statusCode < 300, `${operation} succeeds (${res.statusCode} ${res.body.slice(0, 300)})`);
    const written = (await t.app.db.execute(sql`SELECT DISTINCT tbl, op FROM coverage_writes`)) as unknown as {
      rows: { tbl: string; op: string }[];
    };
    const changed = written.rows.map((row) => `${row.op} ${row.tbl}`);
    const entries = (await lastEntry()) - since;
    if (scenario.changesNothing) {
      assert.deepEqual(changed, [], `${operation} changes nothing`);
      continue;
    }
    const staff = call.role === 'admin' || call.role === 'superadmin' || call.role === 'door';
    if (entries === 0 && (changed.length > 0 || staff)) unrecorded.push(`${operation}: ${changed.join(', ')}`);
  }
  assert.deepEqual(unrecorded, [], 'write routes that changed data without an audit entry');
});

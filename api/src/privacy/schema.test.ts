import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/app.js';
import { erasureSteps } from './erasure.js';
import { exportSources } from './export-sources.js';
import { PLAIN, personalData, type TableDeclaration } from './personal-data.js';
import { retentionTable } from './retention.js';
import { retentionSweeps } from './retention-sweeps.js';
import { contentColumns, type Declarations, liveSchema, schemaProblems } from './schema-check.js';

/**
 * The schema test: every column of the migrated database is declared personal or plain, and every
 * table holding personal data is in the export, the deletion routine and the retention table. The
 * check is also run against a database with an undeclared column and an undeclared table, and
 * against declarations with a table left out of each, to show it fails then.
 */
let t: TestApp;
let declarations: Declarations;
before(async () => {
  t = await buildTestApp();
  declarations = {
    tables: personalData,
    content: contentColumns(),
    exportSources,
    erasureSteps,
    retention: retentionTable(t.app.config),
    sweeps: retentionSweeps,
  };
});
after(() => t.close());

test('every column is declared; every table with personal data is exported, deleted and kept for a declared time', async () => {
  const live = await liveSchema(t.app.db);
  assert.ok(live.columns.size >= 35, 'the whole schema was read');
  assert.ok(live.accountKeys.some((k) => k.table === 'consents' && k.onDelete === 'c'));
  assert.deepEqual(schemaProblems(live, declarations), []);
});

test('a table left out of the export, the deletion routine or the retention table fails the check', async () => {
  const live = await liveSchema(t.app.db);
  const { retention: _left, ...payments } = personalData.payments ?? { columns: {} };
  const without = schemaProblems(live, {
    ...declarations,
    tables: { ...personalData, payments },
    exportSources: exportSources.filter((s) => !s.tables.includes('payments')),
    erasureSteps: erasureSteps.filter((s) => s.table !== 'payments'),
  });
  assert.deepEqual(without.filter((p) => p.startsWith('payments:')).sort(), [
    'payments: holds personal data but is missing from the deletion routine (erasure.ts)',
    'payments: holds personal data but is missing from the export (export-sources.ts)',
    'payments: holds personal data but names no kind of the retention table',
  ]);
  // a retention kind no sweep enforces
  const { mails: _mails, ...sweeps } = retentionSweeps;
  assert.deepEqual(schemaProblems(live, { ...declarations, sweeps }), [
    'retention mails: housekeeping does not enforce it (retention-sweeps.ts)',
  ]);
});

test('a column added without a declaration fails the check, and so does a new table that refers to an account', async () => {
  // the same database with a column and a table nobody declared (this test's own scratch database)
  await t.app.db.execute(sql`ALTER TABLE users ADD COLUMN phone text`);
  await t.app.db.execute(
    sql`CREATE TABLE fan_notes (id serial PRIMARY KEY, user_id integer REFERENCES users(id) ON DELETE CASCADE, note text)`,
  );
  const live = await liveSchema(t.app.db);
  assert.deepEqual(schemaProblems(live, declarations).sort(), [
    'fan_notes: holds personal data but is missing from the deletion routine (erasure.ts)',
    'fan_notes: holds personal data but is missing from the export (export-sources.ts)',
    'fan_notes: holds personal data but names no kind of the retention table',
    'fan_notes: table not declared (api/src/privacy/personal-data.ts)',
    'users.phone: column not declared as personal or plain',
  ]);
  // declared column by column but plain: it still refers to an account, so the three must know it
  const plainNotes: TableDeclaration = { columns: { id: PLAIN, user_id: PLAIN, note: PLAIN } };
  const withPhone = { ...personalData.users, columns: { ...personalData.users?.columns, phone: 'contact' as const } };
  assert.deepEqual(
    schemaProblems(live, {
      ...declarations,
      tables: { ...personalData, users: withPhone, fan_notes: plainNotes },
    }).sort(),
    [
      'fan_notes: holds personal data but is missing from the deletion routine (erasure.ts)',
      'fan_notes: holds personal data but is missing from the export (export-sources.ts)',
      'fan_notes: holds personal data but names no kind of the retention table',
    ],
  );
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { analyseGrownTables } from '../../core/db/grown-statistics.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { draftAnnouncement, seedMembers, testThenSend } from '../../test/audience-fixture.js';

/**
 * PGlite runs no autovacuum: the planner's statistics of the tables a send fills (taken while they
 * were empty) would stay "empty" through 20,000 rows, and the recipient rows' foreign-key checks on
 * their mails were planned as such, batch after batch, on the thread that serves the site (issue 40).
 */
const MEMBERS = 1200;
let t: TestApp;

before(async () => {
  t = await buildTestApp({ ANNOUNCEMENT_MAILS_PER_MINUTE: '600000' });
});
after(async () => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** How many rows the planner believes a table holds. */
const estimated = async (table: string) =>
  Number((await rows<{ n: number }>(sql`SELECT reltuples AS n FROM pg_class WHERE oid = ${table}::regclass`))[0]?.n);

test('a send on the embedded database leaves the planner knowing the outbox and recipients it filled', async (context) => {
  if (t.app.database.kind !== 'pglite') {
    context.skip('PostgreSQL analyses grown tables itself (autovacuum)');
    return;
  }
  // statistics taken while both were empty, as after the grown seed's VACUUM ANALYZE
  await t.app.db.execute(sql`ANALYZE mail_outbox, announcement_recipients`);
  assert.ok((await estimated('mail_outbox')) <= 1);
  await seedMembers(t.app.db, MEMBERS);
  const admin = await t.as('admin');
  const draft = await draftAnnouncement(admin);
  assert.equal((await testThenSend(admin, draft.id)).statusCode, 200);
  await t.app.announcements.queueNow();

  const written = await rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM announcement_recipients WHERE announcement_id = ${draft.id}::int`,
  );
  assert.equal(written[0]?.n, MEMBERS, 'every consenting member queued');
  // analysed each time they doubled while small: the last time at more than half of what they hold
  for (const table of ['mail_outbox', 'announcement_recipients']) {
    const estimate = await estimated(table);
    assert.ok(estimate >= MEMBERS / 2, `${table}: the planner counts ${estimate} rows of ${MEMBERS}`);
  }
});

test('only tables whose statistics say small and whose pages have since doubled are analysed', async () => {
  await t.app.db.execute(sql`CREATE TABLE grown_probe (id serial PRIMARY KEY, note text)`);
  await t.app.db.execute(sql`CREATE TABLE steady_probe (id serial PRIMARY KEY, note text)`);
  await t.app.db.execute(sql`INSERT INTO steady_probe (note) SELECT 'r' || i FROM generate_series(1, 3000) AS i`);
  await t.app.db.execute(sql`ANALYZE grown_probe, steady_probe`);
  const probes = { grown_probe: ['id'], steady_probe: ['id'] };
  assert.deepEqual(await analyseGrownTables(t.app.db, probes), [], 'nothing written since');

  await t.app.db.execute(sql`INSERT INTO grown_probe (note) SELECT repeat('r', 200) FROM generate_series(1, 40) AS i`);
  assert.deepEqual(await analyseGrownTables(t.app.db, probes), [], 'too few pages to be worth an analyse');

  await t.app.db.execute(sql`INSERT INTO grown_probe (note) SELECT repeat('r', 200) FROM generate_series(1, 400) AS i`);
  // a table already counted in thousands is planned by its current size: left alone however it grows
  await t.app.db.execute(sql`INSERT INTO steady_probe (note) SELECT 'r' || i FROM generate_series(1, 6000) AS i`);
  assert.deepEqual(await analyseGrownTables(t.app.db, probes), ['grown_probe']);
  assert.equal(await estimated('grown_probe'), 440);
  assert.deepEqual(await analyseGrownTables(t.app.db, probes), [], 'analysed again only once its pages doubled');
});

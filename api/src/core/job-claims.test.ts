import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { appsOnOneDatabase, type SharedDatabaseApps } from '../test/shared-database.js';
import { claimRun } from './job-claims.js';

/** Periodic jobs with several processes on one database: each period's run is claimed once. */
let shared: SharedDatabaseApps;
before(async () => {
  shared = await appsOnOneDatabase(2);
});
after(() => shared.close());

test('processes asking at once: one claims the run, and the next period once more', async () => {
  const [a, b] = shared.apps;
  assert.ok(a && b);
  const period = 600;
  const ask = () => Promise.all(Array.from({ length: 10 }, (_, i) => claimRun((i % 2 ? a : b).db, 'uji', period)));
  const first = await ask();
  assert.equal(first.filter(Boolean).length, 1);
  assert.equal((await ask()).filter(Boolean).length, 0, 'not again within the period');
  await sleep(period);
  assert.equal((await ask()).filter(Boolean).length, 1);
  const [row] = (
    (await a.db.execute(sql`SELECT runs, last_run_by FROM job_runs WHERE name = 'uji'`)) as unknown as {
      rows: { runs: number; last_run_by: string }[];
    }
  ).rows;
  assert.equal(row?.runs, 2);
  assert.match(row?.last_run_by ?? '', /:\d+$/);
});

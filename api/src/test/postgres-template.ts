import pg from 'pg';
import { openDatabase } from '../core/db/client.js';
import { createScratchDatabase } from '../core/db/scratch-database.js';
import { migrationsHash } from './pglite-template.js';

/** Any number: the key of the advisory lock under which one test process makes the template. */
const TEMPLATE_LOCK = 4_242_001;

/**
 * A fresh test database on the PostgreSQL server of `serverUrl`, copied from a migrated template
 * (CREATE DATABASE … TEMPLATE) instead of migrated anew: every migration on every test database
 * cost about half a second. The template is named by the migrations, so a new migration makes a
 * new one; the first test process to need it makes it, under an advisory lock, and the others wait.
 */
export async function templatedScratchDatabase(serverUrl: string, prefix: string) {
  const template = `teater_tpl_${migrationsHash()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      const made = await createScratchDatabase(serverUrl, `${template}_making`);
      const migrated = await openDatabase({ url: made.url, dir: '' });
      await migrated.close();
      // renamed only once migrated: a template that exists is whole
      await client.query(`ALTER DATABASE ${new URL(made.url).pathname.slice(1)} RENAME TO ${template}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await client.end();
  }
  return createScratchDatabase(serverUrl, prefix, template);
}

import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Below this many rows by its statistics a table is "small": the planner may plan it with a
 * sequential scan and keep that plan cached. Above it, the statistics give the rows per page and
 * the planner multiplies that by the table's current size, so they no longer go stale as it grows.
 */
const SMALL_ROWS = 1000;
/** Pages (8 KB) a table's statistics are taken as counting at least: below, it is not worth an analyse. */
const MIN_PAGES = 4;

/** Per table, the columns its hot statements look rows up by (each table's size is always taken). */
export type GrownTables = Readonly<Record<string, readonly string[]>>;

/**
 * What autovacuum's analyse would do for `tables`, which PGlite never does (it runs no background
 * workers): each table whose statistics still say small (or were never taken) and whose file has
 * since grown to twice the pages they counted is analysed, so the planner stops pricing it as empty.
 * (By its size on disk, not by the statistics' count of rows written: an analyse of some columns
 * leaves that count as it was.)
 *
 * Why it matters: an announcement writes 20,000 outbox mails and as many recipient rows into tables
 * last analysed empty; each recipient row's foreign-key check on its mail was then planned anew or
 * as a scan of the outbox, 10 ms and more a batch of 25, on the thread that answers the site.
 * Bounded cost, for a caller that checks after each small batch of rows: only tables estimated
 * under SMALL_ROWS, when they at most doubled, and only the columns given (a whole analyse of the
 * outbox reads its JSON data: 30 to 70 ms at a thousand rows, against 1 or 2 ms for three columns);
 * the table's size, which is what the planner had wrong, is taken whichever columns are named.
 * Answers the tables analysed.
 */
export async function analyseGrownTables(db: Db, tables: GrownTables): Promise<string[]> {
  const names = Object.keys(tables);
  if (names.length === 0) return [];
  const result = await db.execute(sql`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.oid IN (${sql.join(
      names.map((name) => sql`${name}::regclass`),
      sql`, `,
    )})
      AND c.reltuples < ${SMALL_ROWS}
      AND pg_relation_size(c.oid) >= 2 * greatest(c.relpages, ${MIN_PAGES}) * current_setting('block_size')::int`);
  const grown = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  for (const name of grown) {
    const columns = (tables[name] ?? []).map((column) => sql.identifier(column));
    const only = columns.length ? sql` (${sql.join(columns, sql`, `)})` : sql``;
    await db.execute(sql`ANALYZE ${sql.identifier(name)}${only}`);
  }
  return grown;
}

import { randomBytes } from 'node:crypto';
import { asc, getTableColumns, getTableName, gt, sql } from 'drizzle-orm';
import type { Database, Db } from '../core/db/client.js';
import type { AnyTable } from './archive-tables.js';

const BATCH = 1000;

type Row = Record<string, unknown> & { id: number };
/** Receives one table's rows, a batch at a time, in id order. */
export type BatchSink = (table: AnyTable, rows: Row[]) => Promise<void>;

async function migrationsApplied(tx: Db) {
  const result = (await tx.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/** A row as the database driver hands it over, decoded as drizzle decodes a `select()`'s rows. */
function decodeRow(table: AnyTable, raw: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Row;
}

/**
 * PostgreSQL: one REPEATABLE READ transaction on one connection of the pool sees every table as
 * of its first query, while the other connections keep serving.
 */
async function readOnServer(db: Db, tables: AnyTable[], sink: BatchSink) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`);
    const migrations = await migrationsApplied(tx as unknown as Db);
    for (const table of tables) {
      for (let after = 0; ; ) {
        const rows = (await tx
          .select()
          .from(table)
          .where(gt(table.id, after))
          .orderBy(asc(table.id))
          .limit(BATCH)) as Row[];
        if (rows.length > 0) await sink(table, rows);
        if (rows.length < BATCH) break;
        after = rows.at(-1)?.id ?? after;
      }
    }
    return migrations;
  });
}

/**
 * PGlite has one session: a transaction holds it, and every request waits until it ends. So the
 * moment is taken in one short transaction that declares a cursor WITH HOLD per table (PostgreSQL
 * copies each result when the transaction commits: about 1.5 s for a grown site of 100,000
 * payments, against 6 s to read it all out), then the copies are fetched a batch per query,
 * requests served in between.
 */
async function readEmbedded(db: Db, tables: AnyTable[], sink: BatchSink) {
  const prefix = `backup_${randomBytes(4).toString('hex')}_`;
  const cursorOf = (table: AnyTable) => sql.identifier(`${prefix}${getTableName(table)}`);
  const declared: AnyTable[] = [];
  try {
    const migrations = await db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`);
      for (const table of tables) {
        await tx.execute(sql`DECLARE ${cursorOf(table)} NO SCROLL CURSOR WITH HOLD FOR
          SELECT * FROM ${table} ORDER BY id`);
        declared.push(table);
      }
      return migrationsApplied(tx as unknown as Db);
    });
    for (const table of tables) {
      for (;;) {
        const fetched = (await db.execute(sql`FETCH ${sql.raw(String(BATCH))} FROM ${cursorOf(table)}`)) as unknown as {
          rows: Record<string, unknown>[];
        };
        if (fetched.rows.length > 0)
          await sink(
            table,
            fetched.rows.map((raw) => decodeRow(table, raw)),
          );
        if (fetched.rows.length < BATCH) break;
      }
    }
    return migrations;
  } finally {
    // a held cursor lives as long as the session, which is the server's: close every one
    for (const table of declared) await db.execute(sql`CLOSE ${cursorOf(table)}`).catch(() => {});
  }
}

/**
 * Reads every table as of one moment, a batch at a time in id order, handing each batch to `sink`;
 * answers the number of migrations the database had applied.
 */
export function readSnapshot(database: Pick<Database, 'db' | 'kind'>, tables: AnyTable[], sink: BatchSink) {
  return database.kind === 'pglite' ? readEmbedded(database.db, tables, sink) : readOnServer(database.db, tables, sink);
}

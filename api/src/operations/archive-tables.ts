import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema.js';

export type AnyTable = PgTable & { id: ReturnType<typeof getTableColumns>[string] };

/**
 * Tables about the running processes, not the site: rate-limit counters and periodic-job claims.
 * A backup leaves them out and a restore does not ask them to be empty (a started server fills them).
 */
const PROCESS_STATE = new Set<string>([getTableName(schema.rateLimits), getTableName(schema.jobRuns)]);

/**
 * Every table of the site's data, each after the tables it references: the order rows are restored
 * in (and the reverse is the order a target could be emptied in).
 */
export function tablesInDependencyOrder(): AnyTable[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value) => is(value, PgTable) && !PROCESS_STATE.has(getTableName(value)),
  ) as AnyTable[];
  const byName = new Map(tables.map((table) => [getTableName(table), table]));
  const ordered: AnyTable[] = [];
  const placed = new Set<string>();
  const place = (table: AnyTable, path: Set<string>) => {
    const name = getTableName(table);
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const key of getTableConfig(table).foreignKeys) {
      const target = byName.get(getTableName(key.reference().foreignTable));
      if (target && target !== table) place(target, path);
    }
    placed.add(name);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** Turns a row read back from JSON into column values (timestamps become Date objects again). */
export function rowFromJson(table: AnyTable, json: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!(key in json)) continue;
    const value = json[key];
    row[key] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return row;
}

import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as contentSchema from '../content/schema.js';
import type { Db } from '../core/db/client.js';
import type { ErasureStep } from './erasure.js';
import type { ExportSource } from './export-sources.js';
import { holdsPersonalData, type TableDeclaration } from './personal-data.js';
import type { Period } from './retention.js';

/** The database as it is: every table's columns, and every column that refers to an account. */
export interface LiveSchema {
  columns: Map<string, Set<string>>;
  /** foreign keys to users(id): the column and what a deletion does to it (c cascade, n set null, …) */
  accountKeys: { table: string; column: string; onDelete: string }[];
}

/** Every declaration the personal-data rules are made of. */
export interface Declarations {
  tables: Record<string, TableDeclaration>;
  /** content tables: their columns come from the resource definitions, and hold no member's data */
  content: Record<string, string[]>;
  exportSources: readonly ExportSource[];
  erasureSteps: readonly ErasureStep[];
  retention: Record<string, { period: Period }>;
  sweeps: Record<string, unknown>;
}

type Rows<T> = { rows: T[] };

export async function liveSchema(db: Db): Promise<LiveSchema> {
  const columns = new Map<string, Set<string>>();
  const listed = (await db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`)) as unknown as Rows<{
    table_name: string;
    column_name: string;
  }>;
  for (const row of listed.rows) {
    const set = columns.get(row.table_name) ?? new Set<string>();
    set.add(row.column_name);
    columns.set(row.table_name, set);
  }
  const keys = (await db.execute(sql`
    SELECT c.conrelid::regclass::text AS "table", a.attname AS "column", c.confdeltype AS "onDelete"
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`)) as unknown as Rows<LiveSchema['accountKeys'][number]>;
  return { columns, accountKeys: keys.rows.map((k) => ({ ...k, table: k.table.replace(/^"|"$/g, '') })) };
}

/** The content tables' columns, as the resource definitions make them (api/src/content/schema.ts). */
export const contentColumns = (): Record<string, string[]> =>
  Object.fromEntries(
    (Object.values(contentSchema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => [getTableName(table), Object.values(getTableColumns(table)).map((column) => column.name)]),
  );

function columnProblems(live: LiveSchema, d: Declarations): string[] {
  const problems: string[] = [];
  for (const [table, columns] of live.columns) {
    const declared = d.tables[table]?.columns ?? Object.fromEntries((d.content[table] ?? []).map((c) => [c, 'plain']));
    if (!d.tables[table] && !d.content[table]) {
      problems.push(`${table}: table not declared (api/src/privacy/personal-data.ts)`);
      continue;
    }
    for (const column of columns) {
      if (!(column in declared)) problems.push(`${table}.${column}: column not declared as personal or plain`);
    }
    for (const column of Object.keys(declared)) {
      if (!columns.has(column)) problems.push(`${table}.${column}: declared, but the database has no such column`);
    }
  }
  return problems;
}

/** What must hold for one table with personal data: a retention kind, an export source, a deletion step. */
function personalTableProblems(table: string, live: LiveSchema, d: Declarations): string[] {
  const problems: string[] = [];
  const kind = d.tables[table]?.retention;
  if (!kind) problems.push(`${table}: holds personal data but names no kind of the retention table`);
  else if (!d.retention[kind]) problems.push(`${table}: retention kind ${kind} is not in the retention table`);
  if (!d.exportSources.some((source) => source.tables.includes(table))) {
    problems.push(`${table}: holds personal data but is missing from the export (export-sources.ts)`);
  }
  const step = d.erasureSteps.find((s) => s.table === table);
  if (!step) problems.push(`${table}: holds personal data but is missing from the deletion routine (erasure.ts)`);
  const keys = live.accountKeys.filter((k) => k.table === table);
  if (step?.how === 'cascade' && !keys.some((key) => key.onDelete === 'c')) {
    problems.push(`${table}: the deletion routine counts on ON DELETE CASCADE, no key to the account says so`);
  }
  return problems;
}

/** Retention kinds: each is enforced by housekeeping, or kept with the account (and so by the deletion routine). */
function retentionProblems(d: Declarations): string[] {
  return Object.entries(d.retention).flatMap(([kind, rule]) => {
    const sweep = d.sweeps[kind];
    const withAccount = 'while' in rule.period && rule.period.while === 'account';
    if (sweep === undefined) return [`retention ${kind}: housekeeping does not enforce it (retention-sweeps.ts)`];
    if (withAccount !== (sweep === 'with-account')) {
      return [`retention ${kind}: kept with the account exactly when its sweep says 'with-account'`];
    }
    return [];
  });
}

/**
 * Every way the personal-data declarations can fall behind the database: an undeclared table or
 * column, a table holding personal data (a personal column, or a key to an account) that the
 * export, the deletion routine or the retention table leaves out, a retention kind nothing enforces.
 */
export function schemaProblems(live: LiveSchema, d: Declarations): string[] {
  const problems = columnProblems(live, d);
  const referring = new Set(live.accountKeys.map((k) => k.table));
  for (const table of live.columns.keys()) {
    const declaration = d.tables[table];
    const personal = (declaration !== undefined && holdsPersonalData(declaration)) || referring.has(table);
    if (personal) problems.push(...personalTableProblems(table, live, d));
  }
  const known = (table: string) => live.columns.has(table);
  for (const source of d.exportSources) {
    for (const table of source.tables.filter((t) => !known(t)))
      problems.push(`export ${source.name}: no table ${table}`);
  }
  for (const step of d.erasureSteps.filter((s) => !known(s.table))) problems.push(`deletion: no table ${step.table}`);
  return [...problems, ...retentionProblems(d)];
}

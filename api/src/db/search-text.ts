import { type Column, type SQL, sql } from 'drizzle-orm';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * The text a list's `q` is matched in: its searched fields joined by a space. The trigram index is
 * built on this very expression, so queries must use it unchanged (the separator stays a literal:
 * a bound parameter would no longer match the index).
 */
export function searchText(columns: readonly (Column | ExtraConfigColumn)[]): SQL {
  const parts = columns.map((column) => sql`coalesce(${column}, '')`);
  return sql.join(parts, sql` || ' ' || `);
}

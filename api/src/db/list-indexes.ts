import type { ListDef } from '@teater/contract';
import { type ExtraConfigColumn, type IndexBuilder, index } from 'drizzle-orm/pg-core';

/** a table's columns as its index callback sees them */
type Columns = Record<string, ExtraConfigColumn>;

/**
 * The indexes a list declaration needs, so the declaration alone decides them: (field, id) for each
 * sort (both directions, stable ties), one per filter, and a trigram index per searched field
 * (`q` is a case-insensitive substring match). Fields without a column here are skipped.
 */
export function listIndexes(table: string, columns: Columns, list: ListDef | undefined): IndexBuilder[] {
  if (!list) return [];
  const built: IndexBuilder[] = [];
  const sorted = new Set<string>();
  for (const field of list.sort?.fields ?? []) {
    const column = columns[field];
    const id = columns.id;
    if (!column || !id || field === 'id') continue;
    sorted.add(field);
    built.push(index(`${table}_${field}_sort_idx`).on(column, id));
  }
  for (const field of Object.keys(list.filters ?? {})) {
    const column = columns[field];
    if (!column || sorted.has(field)) continue;
    built.push(index(`${table}_${field}_idx`).on(column));
  }
  for (const field of list.search ?? []) {
    const column = columns[field];
    if (!column) continue;
    built.push(index(`${table}_${field}_trgm_idx`).using('gin', column.op('gin_trgm_ops')));
  }
  return built;
}

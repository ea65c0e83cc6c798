import type { ListDef } from '@teater/contract';
import { sql } from 'drizzle-orm';
import { type ExtraConfigColumn, type IndexBuilder, index } from 'drizzle-orm/pg-core';
import { englishSearchOf, searchText } from './search-text.js';

/** a table's columns as its index callback sees them */
type Columns = Record<string, ExtraConfigColumn>;

/**
 * The indexes a list declaration needs, so the declaration alone decides them: (field, id) for each
 * sort (both directions, stable ties), one per filter, and one trigram index over the searched
 * fields together (`q` is a case-insensitive substring match of searchText; one index, so the
 * planner weighs one bitmap scan instead of an OR of several). Fields without a column are skipped.
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
  const searched = (list.search ?? []).map((field) => columns[field]);
  if (searched.length && searched.every((column) => column !== undefined)) {
    const expression = searchText(searched as ExtraConfigColumn[]);
    built.push(index(`${table}_search_trgm_idx`).using('gin', sql`(${expression}) gin_trgm_ops`));
    // English reads search what they show (a field's English value, else its Indonesian one)
    const english = englishSearchOf(list.search ?? [], columns);
    if (english) built.push(index(`${table}_search_en_trgm_idx`).using('gin', sql`(${english}) gin_trgm_ops`));
  }
  return built;
}

import { englishNameOf } from '@teater/contract';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * The text a list's `q` is matched in: its searched fields joined by a space. The trigram index is
 * built on this very expression, so queries must use it unchanged (the separator stays a literal:
 * a bound parameter would no longer match the index).
 */
export function searchText(columns: readonly (Column | ExtraConfigColumn)[]): SQL {
  return searchTextOf(columns.map((column) => ({ column })));
}

/** A searched column, and its English column when the field is translated (`title_en`). */
export interface SearchedColumn {
  column: Column | ExtraConfigColumn;
  english?: Column | ExtraConfigColumn;
}

/**
 * The searched fields joined, each with its English column read as an English reader reads it: its
 * English value when one was given (not blank), else the Indonesian one (contract's
 * translatedRecord). Without English columns, searchText; an index is built on each expression.
 */
export function searchTextOf(columns: readonly SearchedColumn[]): SQL {
  const parts = columns.map(({ column, english }) =>
    english ? sql`coalesce(nullif(btrim(${english}), ''), ${column}, '')` : sql`coalesce(${column}, '')`,
  );
  return sql.join(parts, sql` || ' ' || `);
}

/** The English search text of a list's searched fields, or none when none of them is translated. */
export function englishSearchOf(
  fields: readonly string[],
  columns: Readonly<Record<string, Column | ExtraConfigColumn | undefined>>,
): SQL | undefined {
  const searched = fields.flatMap((field) => {
    const column = columns[field];
    return column ? [{ column, english: columns[englishNameOf(field)] }] : [];
  });
  if (searched.length < fields.length || !searched.some((one) => one.english)) return undefined;
  return searchTextOf(searched);
}

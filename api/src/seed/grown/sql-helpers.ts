import { sql } from 'drizzle-orm';

/** The SQL pieces the grown seed builds its rows from (set-based, deterministic by row number i). */
export const GROWN_MARK = '@grown.teater.id';
export const FIVE_YEARS_DAYS = 1826;

/** A text[] literal of known words (checked: no quoting needed). */
export function words(list: readonly string[]) {
  for (const word of list) if (!/^[\w .-]+$/.test(word)) throw new Error(`not a plain word: ${word}`);
  return sql.raw(`ARRAY[${list.map((w) => `'${w}'`).join(',')}]`);
}
/** The i-th element of a word list, spread by a multiplier so neighbours differ. */
export const pick = (list: readonly string[], by: number) =>
  sql`(${words(list)})[1 + (i * ${sql.raw(String(by))}) % ${sql.raw(String(list.length))}]`;
/** A moment within the last five years, spread by i (deterministic: reruns give the same data). */
export const pastMoment = (by: number) =>
  sql`now() - ((i * ${sql.raw(String(by))}) % ${sql.raw(String(FIVE_YEARS_DAYS))}) * interval '1 day' - (i % 1440) * interval '1 minute'`;

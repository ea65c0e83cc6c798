import { type Options, stringify } from 'csv-stringify';
import { stringify as stringifyRows } from 'csv-stringify/sync';

/**
 * Every CSV the site writes goes through here. A cell a spreadsheet would run as a formula (one
 * beginning with `=`, `+`, `-`, `@`, a tab or a carriage return: a buyer may name herself
 * `=HYPERLINK(...)`) gets a leading `'` (OWASP's advice), so it opens as the text it is. Numbers
 * stay numbers: a negative amount is not a formula.
 */
const neutralised = (options: Options): Options => ({ ...options, escape_formulas: true });

/** A streaming CSV writer (rows in, text out). */
export const csvWriter = (options: Options) => stringify(neutralised(options));

/** Rows already in memory as CSV text. */
export const csvText = (rows: unknown[][], options: Options = {}) => stringifyRows(rows, neutralised(options));

import { z } from 'zod';
import { said } from './i18n/said.js';
import { validationMessages } from './messages/validation.js';

/**
 * What the database can hold, checked where a value comes in, so a visitor's odd bytes are a 400
 * and never a failed query (a 500). Every text field, query string and id of the contract uses
 * these; the server also refuses bad text that bypasses a schema (api/src/core/bad-bytes.ts).
 */

/** A NUL byte (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (not UTF-8 at all). */
const BAD_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasBadBytes = (value: string): boolean => BAD_TEXT.test(value);

/** A string schema refusing NUL bytes and lone surrogates, with its message in the caller's language. */
export const plainString = () =>
  z.string().refine(
    (value) => !hasBadBytes(value),
    said(() => validationMessages.badCharacters),
  );

/** The largest id a serial (integer) column holds. */
export const MAX_ID = 2_147_483_647;

/** An id from JSON, a form or a query: a whole number 1..2147483647 (numbers as text accepted). */
export const idNumber = () =>
  z.coerce
    .number({ error: () => validationMessages.number })
    .int(said(() => validationMessages.invalidId))
    .min(
      1,
      said(() => validationMessages.invalidId),
    )
    .max(
      MAX_ID,
      said(() => validationMessages.invalidId),
    );

/** The years a timestamptz column and a four-digit date both hold. */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

/** A moment the database can store and the site can show: years 1 to 9999. */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= FIRST_YEAR && year <= LAST_YEAR;
}

/**
 * A required one-line text, trimmed, of at most `max` characters (its column's bound), each
 * failure in the caller's language. `text` is the string schema to start from when it needs more
 * than `z.string()` (its own message for a missing value, `plainString()`); `required` says what an
 * empty one is told when the field has its own words for it.
 */
export const requiredText = (
  max: number,
  text: z.ZodString = z.string(),
  required: () => string = () => validationMessages.required,
) =>
  text
    .trim()
    .min(1, said(required))
    .max(
      max,
      said(() => validationMessages.maxLength(max)),
    );

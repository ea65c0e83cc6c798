import { englishNameOf, type Fields, translatableNamesOf, UNTRANSLATED } from '../fields.js';
import type { Locale } from './locale.js';

const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A record as a reader of `locale` sees it (content translated by field, issue 31): in English each
 * translatable field `x` carries `x_en` when one was given, else its Indonesian value, and
 * `_untranslated` names the fields that fell back (their pages mark them `lang="id"`). The English
 * columns themselves are left out: only admins (who edit both) read them.
 */
export function translatedRecord<T extends Record<string, unknown>>(fields: Fields, record: T, locale: Locale): T {
  const names = translatableNamesOf(fields);
  if (names.length === 0) return record;
  const out: Record<string, unknown> = { ...record };
  const untranslated: string[] = [];
  for (const name of names) {
    const english = out[englishNameOf(name)];
    delete out[englishNameOf(name)];
    if (locale !== 'en') continue;
    if (given(english)) out[name] = english;
    else if (given(out[name])) untranslated.push(name);
  }
  if (locale === 'en') out[UNTRANSLATED] = untranslated;
  return out as T;
}

/** Whether a field of a record fell back to Indonesian: its element then says `lang="id"`. */
export const isUntranslated = (record: { _untranslated?: readonly string[] } | null | undefined, name: string) =>
  record?._untranslated?.includes(name) ?? false;

/** The `lang` attribute of the element showing a field: `id` when it fell back, else none. */
export const langOf = (record: { _untranslated?: readonly string[] } | null | undefined, name: string) =>
  isUntranslated(record, name) ? ('id' as const) : undefined;

import { DEFAULT_LOCALE, type Locale } from './locale.js';

/** The prefix of the English site's addresses: `/en/news/12` beside `/news/12`. */
export const EN_PREFIX = '/en';

/** A path (with its query) at its address in `locale`: `/news/12` -> `/en/news/12`. */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/' || path.startsWith('/?')) return `${EN_PREFIX}${path.slice(1)}`;
  return `${EN_PREFIX}${path}`;
}

/** The language an address is in and the spec route it shows: `/en/news?page=2` -> en, `/news?page=2`. */
export function splitLocale(url: string): { locale: Locale; path: string } {
  if (url === EN_PREFIX || url.startsWith(`${EN_PREFIX}?`)) return { locale: 'en', path: `/${url.slice(3)}` };
  if (url.startsWith(`${EN_PREFIX}/`)) return { locale: 'en', path: url.slice(3) };
  return { locale: DEFAULT_LOCALE, path: url };
}

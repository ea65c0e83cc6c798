import {
  currentLocale,
  DEFAULT_LOCALE,
  EN_PREFIX,
  isLocale,
  type Locale,
  localePath,
  setLocaleSource,
  splitLocale,
} from '@teater/contract';

/**
 * The browser's language is the page's: the server writes it into `<html lang>` (the address says
 * it: `/en/...` is English), and it changes only with a page load (the language switch). Imported
 * first by each browser entry, so no text is read before. The server render sets its own source.
 */
let pageLocale: Locale | undefined;
const browserLocale = (): Locale => {
  if (pageLocale === undefined) {
    const lang = document.documentElement.lang;
    pageLocale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  }
  return pageLocale;
};
if (typeof document !== 'undefined') setLocaleSource(browserLocale);

/** The router's base in a language: React Router then writes and reads every link below `/en`. */
export const basenameOf = (locale: Locale) => (locale === 'en' ? EN_PREFIX : undefined);

/** An address of this site in the page's language, for links the router does not write. */
export const localHref = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && splitLocale(path).locale === DEFAULT_LOCALE
    ? localePath(path, currentLocale())
    : path;

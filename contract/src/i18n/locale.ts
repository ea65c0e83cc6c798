/**
 * The site's two languages (decision 031). Indonesian is the default and the spec's language: its
 * addresses are the spec's routes; English lives under `/en` (addresses.ts).
 */
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';
/** The visitor's choice, kept for a year (the switch writes it; the server redirects by it). */
export const LOCALE_COOKIE = 'bahasa';

export const isLocale = (value: unknown): value is Locale => value === 'id' || value === 'en';

/** The BCP 47 tag Intl formats with (`en-GB`: day before month, as Indonesian writes dates). */
export const intlTagOf = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'id-ID');
/** Open Graph's `og:locale`. */
export const ogLocaleOf = (locale: Locale) => (locale === 'en' ? 'en_GB' : 'id_ID');

// Where the language of the moment comes from differs by place: the page's <html lang> in the
// browser, the request (AsyncLocalStorage) in the API, the page being rendered in the server
// render. Each sets its source once at start.
let source: () => Locale = () => DEFAULT_LOCALE;

export function setLocaleSource(next: () => Locale) {
  source = next;
}

/** The language texts, formats and translated fields are given in right now. */
export const currentLocale = (): Locale => source();

/** Each language by its own name, whatever language the page is in. */
export const LANGUAGE_NAMES: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English' };

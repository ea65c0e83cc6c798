import { currentLocale, intlTagOf, type Locale } from './i18n/locale.js';

// Formatters are made once per language: building an Intl formatter costs far more than using it
// (a CSV of 100,000 payments spent most of its time, and a gigabyte, making them anew for every row).
const formattersOf = (locale: Locale) => {
  const tag = intlTagOf(locale);
  const dayOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' } as const;
  return {
    rupiah: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
    integer: new Intl.NumberFormat(tag),
    compact: new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 }),
    day: new Intl.DateTimeFormat(tag, dayOptions),
    dayAndTime: new Intl.DateTimeFormat(tag, { ...dayOptions, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
};
const formatters = { id: formattersOf('id'), en: formattersOf('en') };
const rupiah = { format: (n: number) => formatters[currentLocale()].rupiah.format(n) };
const day = { format: (d: Date) => formatters[currentLocale()].day.format(d) };
const dayAndTime = { format: (d: Date) => formatters[currentLocale()].dayAndTime.format(d) };

/** A count as the language writes it: `1.250` in Indonesian, `1,250` in English. */
export const formatNumber = (n: number) => formatters[currentLocale()].integer.format(n);

/** A count in short: `1,2 rb` in Indonesian, `1.2K` in English (chart axes). */
export const formatCompact = (n: number) => formatters[currentLocale()].compact.format(n);

/** Rupiah as the language writes it: `Rp 65.000,00` in Indonesian, `Rp 65,000` in English. */
export function formatRupiah(amount: number): string {
  const whole = rupiah.format(Math.trunc(amount));
  return currentLocale() === 'en' ? `Rp ${whole}` : `Rp ${whole},00`;
}

/** `22 November 2026` */
export function formatDate(value: string | Date): string {
  return day.format(new Date(value));
}

/** `22 November 2026 pukul 19.30`; in English `22 November 2026 at 19:30` */
export function formatDateTime(value: string | Date): string {
  return dayAndTime.format(new Date(value));
}

/**
 * `22 November 2026 pukul 19.30 WIB`: a moment as the company's clock shows it, and saying so (a
 * buyer in Makassar or Jayapura reads an hour or two off their own clock).
 */
export const formatDateTimeWib = (value: string | Date): string => `${formatDateTime(value)} WIB`;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w]+/g, '');
}

/** Remaining time split for the subscription countdown. */
export function remaining(until: Date, now: Date = new Date()) {
  const ms = Math.max(0, until.getTime() - now.getTime());
  const s = Math.floor(ms / 1000);
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    ended: ms === 0,
  };
}

/** A subscription counts as active while its expiry lies in the future. */
export const isSubscriptionActive = (subscriptionTime: string | Date | null | undefined, now: Date = new Date()) =>
  subscriptionTime != null && new Date(subscriptionTime).getTime() > now.getTime();

/** photo_url may hold a comma-separated list (spec 3). */
export const splitUrls = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The first URL of a field that may hold a comma-separated list; undefined when it holds none. */
export const firstUrl = (value: unknown): string | undefined =>
  typeof value === 'string' ? splitUrls(value)[0] : undefined;

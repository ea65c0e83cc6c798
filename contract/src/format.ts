// Formatters are made once: building an Intl formatter costs far more than using it (a CSV of
// 100,000 payments spent most of its time, and a gigabyte, making them anew for every row).
const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});
const dayAndTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** Rupiah with Indonesian thousand separators and ',00': `Rp 65.000,00`. */
export function formatRupiah(amount: number): string {
  return `Rp ${rupiah.format(Math.trunc(amount))},00`;
}

/** `22 November 2026` */
export function formatDate(value: string | Date): string {
  return day.format(new Date(value));
}

/** `22 November 2026 pukul 19.30` */
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

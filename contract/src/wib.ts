/**
 * Date and time inputs are WIB (Asia/Jakarta, UTC+7 all year, no daylight saving) whatever the
 * browser's zone: an admin abroad entering 19:30 means 19:30 at the theatre.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A stored time as the value of a `date` or `datetime-local` input, in WIB; '' when there is none. */
export function toWibInput(value: unknown, kind: 'date' | 'datetime'): string {
  if (typeof value !== 'string' || value === '') return '';
  // a plain day is a WIB day already
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return kind === 'date' ? value : `${value}T00:00`;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const wib = new Date(time + WIB_OFFSET_MS);
  const day = `${wib.getUTCFullYear()}-${pad(wib.getUTCMonth() + 1)}-${pad(wib.getUTCDate())}`;
  return kind === 'date' ? day : `${day}T${pad(wib.getUTCHours())}:${pad(wib.getUTCMinutes())}`;
}

/** `20261128`: the WIB day of a moment, as download file names carry it. */
export const wibDayStamp = (at: Date = new Date()): string => toWibInput(at.toISOString(), 'date').replaceAll('-', '');

/** A `datetime-local` value ('2026-11-22T19:30') read as WIB, as an ISO instant; null when empty or invalid. */
export function fromWibInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!match) return null;
  const time = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}+07:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * How a date-time travels in a request: ISO 8601, its zone optional (`2027-01-08T19:00`,
 * `2027-01-08T19:00:00+07:00`, `2027-01-08T12:00:00.000Z`), or a bare day.
 */
export const DATE_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';
const dateTimePattern = new RegExp(DATE_TIME_PATTERN, 'i');
const zoneSuffix = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A date-time sent to the API as an instant: one without a zone is WIB (the theatre's clock,
 * whatever the server's zone): `2027-01-08T19:00` is 12.00 UTC, a bare day is its WIB midnight.
 * Null when the text is not a date-time.
 */
export function readWibDateTime(value: string): Date | null {
  const text = value.trim();
  if (!dateTimePattern.test(text)) return null;
  const withTime = text.length === 10 ? `${text}T00:00` : text.replace(' ', 'T');
  const time = Date.parse(zoneSuffix.test(withTime) ? withTime : `${withTime}+07:00`);
  return Number.isNaN(time) ? null : new Date(time);
}

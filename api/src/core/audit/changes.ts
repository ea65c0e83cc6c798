import { AUDIT_MASK } from '@teater/contract';

type Values = Record<string, unknown>;

/** Fields whose values never enter the log: a change to one is recorded as masked on both sides. */
const SECRET = /password|token|secret|hash|recovery|credential|private|otp/i;
/** Bookkeeping every update touches: not a change anyone made. */
const IGNORED = new Set(['updatedAt']);
/** The fields a record is known by, in order of preference: what the entry's summary says. */
const NAME_FIELDS = [
  'title',
  'name',
  'nama_pertujukan',
  'judul',
  'nama',
  'order_id',
  'email',
  'recipient',
  'nama_user',
];
const SUMMARY_MAX = 200;

/** A value as JSON keeps it: dates as ISO text, what JSON cannot hold as text. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return String(value);
  if (value === undefined) return null;
  return value;
}

function masked(values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (IGNORED.has(key)) continue;
    out[key] = SECRET.test(key) ? (value == null ? null : AUDIT_MASK) : plain(value);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/**
 * What an entry keeps of a change: the whole record on a create or a delete, only the fields that
 * changed on an update (both sides), secrets masked.
 */
export function changesOf(before: Values | null | undefined, after: Values | null | undefined) {
  if (!before || !after) return { before: before ? masked(before) : null, after: after ? masked(after) : null };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !IGNORED.has(key) && !same(before[key], after[key]),
  );
  const pick = (values: Values) => masked(Object.fromEntries(keys.map((key) => [key, values[key]])));
  return { before: pick(before), after: pick(after) };
}

/** What the record was called, from its values: a title, a name, an order id, an e-mail. */
export function summaryOf(...rows: (Values | null | undefined)[]): string {
  for (const row of rows) {
    if (!row) continue;
    for (const field of NAME_FIELDS) {
      const value = row[field];
      if (typeof value === 'string' && value.trim()) return value.trim().slice(0, SUMMARY_MAX);
    }
  }
  return '';
}

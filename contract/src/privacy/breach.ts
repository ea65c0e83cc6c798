import { z } from 'zod';
import { isoTime } from '../answers/common.js';
import type { ListDef } from '../list.js';
import { PERSONAL_KIND_NAMES } from './personal-kinds.js';

/**
 * A breach of personal data (UU PDP art. 46): the people concerned and the authority must be told
 * within 3 x 24 hours of its discovery, saying what data, when and how, and what is being done.
 */
export const BREACH_NOTICE_HOURS = 72;

const text = (max: number, label: string) =>
  z.string().trim().min(1, `${label} wajib diisi`).max(max, `${label} paling banyak ${max} karakter`);
const time = (label: string) =>
  z.coerce.date({ error: `${label} harus tanggal dan jam` }).transform((d) => d.toISOString());

/** POST /admin/breaches: what happened, the time window it covers and what it exposed. */
export const breachInput = z
  .object({
    title: text(200, 'Judul'),
    discovered_at: time('Waktu diketahui'),
    window_from: time('Awal rentang waktu'),
    window_to: time('Akhir rentang waktu'),
    exposed: z.array(z.enum(PERSONAL_KIND_NAMES)).min(1, 'Pilih data yang terpapar'),
    /** what happened and how */
    description: text(4000, 'Uraian'),
    /** what has been done and is being done */
    measures: text(4000, 'Tindakan'),
    /** what the people concerned should do */
    advice: text(2000, 'Saran'),
  })
  .refine((b) => b.window_from <= b.window_to, {
    message: 'Akhir rentang waktu harus setelah awalnya',
    path: ['window_to'],
  });
export type BreachInput = z.input<typeof breachInput>;

export const breachSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  discovered_at: isoTime(),
  window_from: isoTime(),
  window_to: isoTime(),
  exposed: z.array(z.enum(PERSONAL_KIND_NAMES)),
  description: z.string(),
  measures: z.string(),
  advice: z.string(),
  /** discovered_at + 72 hours */
  deadline: isoTime(),
  notified_at: isoTime().nullable(),
  notified_count: z.number().int(),
  reported_at: isoTime().nullable(),
  createdAt: isoTime(),
});
export type Breach = z.infer<typeof breachSchema>;

/** GET /admin/breaches: incidents, newest first. */
export const breachesList = {
  search: ['title'],
  sort: { fields: ['createdAt', 'discovered_at'], default: '-createdAt' },
  filters: {},
} as const satisfies ListDef;

/** POST /admin/breaches/:id/notify: how many mails were queued now, and in all. */
export const breachNotifiedSchema = z.object({ queued: z.number().int(), total: z.number().int() });
/** POST /admin/breaches/:id/report: the report for the authority, as text. */
export const breachReportSchema = z.object({ report: z.string(), reported_at: isoTime() });

/** GET /admin/breaches/:id/accounts: an account the breach concerns, as the screen lists it. */
export const breachAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  createdAt: isoTime(),
});
export type BreachAccount = z.infer<typeof breachAccountSchema>;

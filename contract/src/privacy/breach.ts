import { z } from 'zod';
import { isoTime } from '../answers/common.js';
import { said } from '../i18n/said.js';
import type { ListDef } from '../list.js';
import { privacyMessages } from '../messages/privacy.js';
import { PERSONAL_KIND_NAMES } from './personal-kinds.js';

/**
 * A breach of personal data (UU PDP art. 46): the people concerned and the authority must be told
 * within 3 x 24 hours of its discovery, saying what data, when and how, and what is being done.
 */
export const BREACH_NOTICE_HOURS = 72;

type BreachField = keyof typeof privacyMessages.breachFields;
// messages read when a check fails, in the language of that moment
const labelOf = (field: BreachField) => privacyMessages.breachFields[field];
const text = (max: number, field: BreachField) =>
  z
    .string()
    .trim()
    .min(
      1,
      said(() => privacyMessages.fieldRequired(labelOf(field))),
    )
    .max(
      max,
      said(() => privacyMessages.fieldTooLong(labelOf(field), max)),
    );
// a time is required: an empty field (null, '') is refused, never read as 1 January 1970
const time = (field: BreachField) => {
  const required = said(() => privacyMessages.fieldRequired(labelOf(field)));
  return z
    .string(required)
    .trim()
    .min(1, required)
    .pipe(z.coerce.date(said(() => privacyMessages.fieldTime(labelOf(field)))))
    .transform((d) => d.toISOString());
};

/** POST /admin/breaches: what happened, the time window it covers and what it exposed. */
export const breachInput = z
  .object({
    title: text(200, 'title'),
    discovered_at: time('discovered_at'),
    window_from: time('window_from'),
    window_to: time('window_to'),
    exposed: z.array(z.enum(PERSONAL_KIND_NAMES)).min(
      1,
      said(() => privacyMessages.exposedRequired),
    ),
    /** what happened and how */
    description: text(4000, 'description'),
    /** what has been done and is being done */
    measures: text(4000, 'measures'),
    /** what the people concerned should do */
    advice: text(2000, 'advice'),
  })
  .refine((b) => b.window_from <= b.window_to, {
    error: () => privacyMessages.windowOrder,
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

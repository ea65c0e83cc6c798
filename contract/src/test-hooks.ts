import { z } from 'zod';

/**
 * POST /test-hooks/renewal-run (only on a server started with TEST_HOOKS=1): the renewal run of
 * every recurring purpose (Sahabat months, monthly gifts) as if now were `at`.
 */
export const renewalRunBody = z.object({ at: z.iso.datetime({ offset: true }) });
export type RenewalRunBody = z.infer<typeof renewalRunBody>;

/** What the run did: attempts by outcome, plans left alone, stale attempts settled, reminders and card notices sent. */
export const renewalRunReportSchema = z.object({
  paid: z.number().int(),
  failed: z.number().int(),
  lapsed: z.number().int(),
  pending: z.number().int(),
  already: z.number().int(),
  skipped: z.number().int(),
  recovered: z.number().int(),
  reminded: z.number().int(),
  cardNotices: z.number().int(),
});
export type RenewalRunReport = z.infer<typeof renewalRunReportSchema>;

import type { FastifyInstance } from 'fastify';
import { SHOWS } from '../../box-office/index.js';
import { invalidate } from '../../content/index.js';
import { schedulePeriodic } from '../../core/job-claims.js';
import { releaseDueDoorSeats } from './door-seats.js';
import { releaseDueQuotas } from './quotas.js';

/** How often unsold door quotas past their hour are looked for: a minute late at most. */
const RELEASE_EVERY_MS = 30_000;

/** Unsold door quotas return to online sale at the admin's hour (one process does it each period). */
export function scheduleQuotaRelease(app: FastifyInstance) {
  schedulePeriodic(app, {
    name: 'door-quota-release',
    everyMs: RELEASE_EVERY_MS,
    run: async () => {
      const shows = [...(await releaseDueQuotas(app.db)), ...(await releaseDueDoorSeats(app.db))];
      // the seats shown on the shows' pages changed
      if (shows.length > 0) invalidate(app, SHOWS);
      return shows.length;
    },
  });
}

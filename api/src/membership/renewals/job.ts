import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../../core/job-claims.js';
import { runRenewals } from './run.js';

const EVERY_MS = 10 * 60_000;

/**
 * The renewal run every ten minutes in whichever process claims it (job_runs); a run that takes
 * longer than the period is not doubled by this process, and a second process's run of the same
 * plans charges each once anyway (each attempt is claimed).
 */
export function scheduleRenewals(app: FastifyInstance) {
  schedulePeriodic(app, { name: 'renewals', everyMs: EVERY_MS, firstAfterMs: 60_000, run: () => runRenewals(app) });
}

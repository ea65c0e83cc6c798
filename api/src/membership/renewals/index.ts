/** Automatic renewal (issue 45): what other capabilities may use. */

export { erasePlansOf, forgetPlansOf } from './erasure.js';
export { scheduleRenewals } from './job.js';
export { renewalRoutes } from './routes.js';
export { type RunOptions, type RunReport, runRenewals } from './run.js';

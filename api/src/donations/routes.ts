import type { FastifyInstance } from 'fastify';
import { donationAdminRoutes } from './admin-routes.js';
import { dailyRoutes } from './daily.js';
import { giveRoute } from './give.js';
import { monthlyRoutes } from './monthly.js';
import { progressRoutes } from './progress-routes.js';
import { statementRoutes } from './statement.js';
import { thanksRoutes } from './thanks.js';

/** Donations (issue 46): giving, campaigns' progress, the admin's list, CSV, refunds, daily totals and the thank-you note. */
export async function donationRoutes(app: FastifyInstance) {
  giveRoute(app);
  progressRoutes(app);
  donationAdminRoutes(app);
  dailyRoutes(app);
  thanksRoutes(app);
  statementRoutes(app);
  await monthlyRoutes(app);
}

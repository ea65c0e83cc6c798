import type { SessionUser } from './accounts/sessions.js';
import type { Config } from './core/config.js';
import type { Database, Db } from './core/db/client.js';
import type { MediaStore } from './media/store.js';
import type { startPlan, stopPlan } from './membership/renewals/plans.js';
import type { ServedSite } from './site.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    media: MediaStore;
    /** the site it serves: resources, routes, public pages */
    site: ServedSite;
    /** the renewal engine's plans: started and stopped for any purpose (a Sahabat month, a monthly gift) */
    recurring: { startPlan: typeof startPlan; stopPlan: typeof stopPlan };
  }
  interface FastifyRequest {
    /** the caller, known only by the session token (cookie or Bearer), never by the id/role cookies */
    user: SessionUser | null;
    sessionId: number | null;
  }
}

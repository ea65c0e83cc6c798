import rateLimit from '@fastify/rate-limit';
import { API_BASE } from '@teater/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { authPlugin } from './accounts/auth-plugin.js';
import { apiRoutes } from './api-routes.js';
import { announcementsPlugin } from './audience/announcements/plugin.js';
import { mailPlugin } from './audience/mail/plugin.js';
import { whatsappPlugin } from './audience/whatsapp/plugin.js';
import { cachePlugin } from './content/cache.js';
import { cacheFrontPlugin } from './content/cache-front.js';
import { seoRoutes } from './content/seo.js';
import { answerSerializerCompiler } from './core/answer-serializer.js';
import { badBytesPlugin } from './core/bad-bytes.js';
import type { Config } from './core/config.js';
import type { Database } from './core/db/client.js';
import { docsPlugin } from './core/docs.js';
import { errorsPlugin } from './core/errors.js';
import { localePlugin } from './core/locale.js';
import { loggedError } from './core/log-errors.js';
import { databaseRateLimitStore } from './core/rate-limit-store.js';
import { securityPlugin } from './core/security.js';
import { mediaPlugin } from './media/plugin.js';
import { startPlan, stopPlan } from './membership/renewals/plans.js';
import { backupDownloadPlugin } from './operations/backup-download.js';
import { healthPlugin } from './operations/health.js';
import { housekeepingPlugin } from './operations/housekeeping.js';
import { metricsPlugin } from './operations/metrics.js';
import { scheduledBackupsPlugin } from './operations/scheduled-backups.js';
import { tracingPlugin } from './operations/tracing.js';
import { doorAppPlugin } from './pages/door-app.js';
import { webPlugin } from './pages/web.js';
import { accountPrivacyPlugin } from './privacy/account-port.js';
import { type ServedSite, servedSite } from './site.js';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** the site to serve: the contract's resources by default */
  site?: ServedSite;
}

/** The logger's options with the error serializer that never writes a statement's values. */
function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const options = logger === true || logger === undefined ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: loggedError } };
}

/** Builds the whole server: plugins first, then the API, then the web app. */
export async function buildApp({ config, database, logger, site }: AppOptions) {
  const app = Fastify({
    logger: withSafeErrors(logger ?? { level: config.LOG_LEVEL }),
    // the nearest TRUST_PROXY hops only (0: none), never `true`, which would believe the client's own
    // X-Forwarded-For entries (nginx appends to them)
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('site', site ?? servedSite());
  // the renewal engine's plans, for what else is paid monthly (a gift): its capability's index cannot
  // show them (payments, which plans charge through, settles Sahabat months through that index)
  app.decorate('recurring', { startPlan, stopPlan });

  // first: traces and request metrics see every route and hook registered after them
  await app.register(tracingPlugin);
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(badBytesPlugin);
  await app.register(healthPlugin);
  await app.register(securityPlugin);
  // before the cache: a cached answer is kept per language
  await app.register(localePlugin);
  // right after the security headers: cached anonymous reads are answered before anything else
  await app.register(cachePlugin);
  await app.register(cacheFrontPlugin);
  // preHandler: the login limit keys on the e-mail, so it needs the parsed body. Counted in the
  // database, so every process behind a load balancer holds a caller to the same limit.
  await app.register(rateLimit, { global: false, hook: 'preHandler', store: databaseRateLimitStore(database.db) });
  await app.register(authPlugin);
  await app.register(accountPrivacyPlugin);
  await app.register(mediaPlugin);
  await app.register(mailPlugin);
  await app.register(whatsappPlugin);
  await app.register(announcementsPlugin);
  await app.register(scheduledBackupsPlugin);
  await app.register(backupDownloadPlugin);
  await app.register(housekeepingPlugin);
  // before the routes: it documents them as they are added
  await app.register(docsPlugin);
  await app.register(apiRoutes, { prefix: API_BASE });
  await app.register(seoRoutes);
  await app.register(doorAppPlugin);
  await app.register(webPlugin);
  return app;
}

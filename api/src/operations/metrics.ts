import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { answers, rawAnswer } from '../core/answers.js';
import { unauthorized } from '../core/http-error.js';
import { siteStateGauges } from './metrics-gauges.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string) {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The route a request took, as a label: the route's pattern (`/api/v1/beritas/:id`), `page` for a
 * page the web app served (unknown to the router: they share the not-found handler), or
 * `unmatched` for anything else nobody answers.
 */
function routeOf(request: FastifyRequest, reply: FastifyReply) {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html') ? 'page' : 'unmatched';
}

type PromClient = typeof import('prom-client');

/** Counts and times every request by route, method and status. */
function requestMetrics(app: FastifyInstance, prom: PromClient, registry: Registry) {
  const requests = new prom.Counter({
    name: 'teater_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const durations = new prom.Histogram({
    name: 'teater_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // callback style: nothing to await on every request
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request, reply);
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    durations.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * `GET /metrics` in Prometheus' text format, only with METRICS_TOKEN as a bearer token; without
 * the setting the route does not exist. Requests (counts and durations per route), the mail
 * outbox, payments and ticket orders by status, periodic jobs (metrics-gauges.ts), and the
 * process: resident memory, heap, event-loop delay, garbage collection (prom-client's defaults).
 * Per process: a Prometheus job scrapes each one.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  // loaded only here: a site without metrics never carries prom-client
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  requestMetrics(app, prom, registry);
  siteStateGauges(app.db, prom, registry);

  app.get(
    '/metrics',
    {
      schema: {
        hide: true,
        response: answers({ 200: rawAnswer('text/plain', 'Prometheus text format 0.0.4') }, [401]),
      },
    },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
  app.addHook('onClose', async () => registry.clear());
});

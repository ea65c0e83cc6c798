import {
  dataAnswer,
  doorActivateBody,
  doorLookupAnswer,
  doorSessionSchema,
  doorShowSchema,
  doorTicketsAnswer,
  doorTicketsQuery,
  scanUploadAnswer,
  scanUploadBody,
} from '@teater/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, requireAccess, setSessionCookies } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { forbidden, parseId, unauthorized } from '../core/http-error.js';
import { ticketSignerOf } from '../core/keys/ticket-signing.js';
import { SIGNUP_LIMIT } from '../core/rate-limits.js';
import type { RouteApp } from '../core/route-app.js';
import { lookUpCode } from './lookup.js';
import { activatePass } from './passes.js';
import { recordScans } from './scans.js';
import { assertMayOpen, type DoorScope, doorScopeOf, mayOpen } from './scope.js';
import { doorShowsOf } from './shows.js';
import { doorTicketsPage } from './ticket-list.js';

/**
 * A door device's calls (decision 025): who it is and what it may open, the show's ticket list
 * (whole, or what changed), its scans uploaded in order, and why a code it does not know is refused.
 */
const door = refusalsOf('admin');
const declared = {
  session: answers({ 200: dataAnswer(doorSessionSchema) }, door),
  shows: answers({ 200: dataAnswer(z.array(doorShowSchema)) }, door),
  activate: answers({ 200: dataAnswer(doorSessionSchema) }, [400, 401, 429]),
  tickets: answers({ 200: doorTicketsAnswer }, [...door, 400, 404]),
  scans: answers({ 200: scanUploadAnswer }, [...door, 400]),
  lookup: answers({ 200: doorLookupAnswer }, [...door, 400]),
};
const guard = { preHandler: requireAccess('door') };
const showParams = z.object({ id: z.string() });
const lookupQuery = z.object({ code: z.string().max(300).default(''), shows: z.string().max(200).default('') });

async function sessionOf(app: RouteApp, request: FastifyRequest, scope: DoorScope) {
  const user = callerOf(request);
  const pass = scope.pass
    ? { id: scope.pass.id, label: scope.pass.label, showId: scope.pass.id_tiket, canSell: scope.pass.can_sell }
    : null;
  return {
    user: { id: user.id, name: user.name, role: user.role },
    pass,
    canSell: scope.pass ? scope.pass.can_sell : true,
    publicKey: (await ticketSignerOf(app.db)).publicKey,
    shows: await doorShowsOf(app.db, scope),
  };
}

function sessionRoutes(app: RouteApp) {
  const secureCookies = app.config.PUBLIC_URL?.startsWith('https://') ?? false;
  app.get('/door/session', { ...guard, schema: { response: declared.session } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await sessionOf(app, request, await doorScopeOf(app.db, request)) };
  });
  app.post(
    '/door/activate',
    { schema: { body: doorActivateBody, response: declared.activate }, config: { rateLimit: SIGNUP_LIMIT } },
    async (request, reply) => {
      const activated = await activatePass(app.db, request, request.body.secret, request.body.device);
      if (!activated) throw unauthorized();
      const { session, user } = activated;
      setSessionCookies(reply, { token: session.token, expiresAt: session.expiresAt, user, secure: secureCookies });
      request.user = { id: user.id, name: user.name, email: user.email, role: user.role, subscription_time: null };
      return { data: await sessionOf(app, request, await doorScopeOf(app.db, request)) };
    },
  );
}

function syncRoutes(app: RouteApp) {
  app.get('/door/shows', { ...guard, schema: { response: declared.shows } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await doorShowsOf(app.db, await doorScopeOf(app.db, request)) };
  });
  app.get(
    '/door/shows/:id/tickets',
    { ...guard, schema: { params: showParams, querystring: doorTicketsQuery, response: declared.tickets } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const showId = parseId(request.params.id);
      await assertMayOpen(app.db, request, showId);
      return doorTicketsPage(app.db, showId, request.query);
    },
  );
  app.post('/door/scans', { ...guard, schema: { body: scanUploadBody, response: declared.scans } }, async (request) => {
    const scope = await doorScopeOf(app.db, request);
    const { device, scans } = request.body;
    if (!scans.every((scan) => mayOpen(scope, scan.showId))) throw forbidden();
    const user = callerOf(request);
    return { data: await recordScans(app.db, { userId: user.id, staff: user.name, device, request }, scans) };
  });
  app.get(
    '/door/lookup',
    { ...guard, schema: { querystring: lookupQuery, response: declared.lookup } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const scope = await doorScopeOf(app.db, request);
      const shows = request.query.shows
        .split(',')
        .map(Number)
        .filter((id) => mayOpen(scope, id));
      return { data: await lookUpCode(app.db, request.query.code, shows) };
    },
  );
}

export const doorDeviceRoutes = async (app: RouteApp) => {
  sessionRoutes(app);
  syncRoutes(app);
};

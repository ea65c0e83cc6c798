import { translatableNamesOf, translatedRecord } from '@teater/contract';
import { and } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, parseId } from '../core/http-error.js';
import { listWhere, parseListQuery, runPage } from '../core/list-query.js';
import { inLocaleKey } from '../core/locale.js';
import { readThrough } from './cache-http.js';
import type { Row } from './define.js';
import { isPublishedRow, publishedNow, seesUnpublished } from './publishing.js';
import type { ResourceRoutes } from './resource-routes.js';

/** GET of the list and of one item; public reads through the cache. */
export function registerReads(routes: ResourceRoutes) {
  const { app, resource, answersOf, listSource, readGuard, findRow, output, listOutput } = routes;
  const { def, table } = resource;
  const { db } = app;
  const readsFrom = [def.name, ...(resource.readsFrom ?? [])];
  const cacheable = def.access.read === 'public';
  /** Drafts and scheduled items are left out for all but admins (whose reads are never cached). */
  const hidesUnpublished = (request: FastifyRequest) => def.publishing === true && !seesUnpublished(request);
  const translatable = translatableNamesOf(def.fields).length > 0;
  // Admins read both languages of a translated field (their form edits both): never the public answer.
  const cachedFor = (request: FastifyRequest) =>
    cacheable && (def.publishing !== true || hidesUnpublished(request)) && !(translatable && seesUnpublished(request));
  /** A record in the request's language (admins: as stored, both languages). */
  const inLanguage = (request: FastifyRequest) => (item: unknown) =>
    !translatable || seesUnpublished(request)
      ? item
      : translatedRecord(def.fields, item as Record<string, unknown>, request.locale);

  app.get(def.path, { preHandler: readGuard, schema: { response: answersOf.list } }, async (request, reply) => {
    const params = parseListQuery(listSource, request.query);
    const english = translatable && request.locale === 'en' && !seesUnpublished(request);
    const where = and(
      listWhere(listSource, params, [], english),
      hidesUnpublished(request) ? publishedNow(table) : undefined,
    );
    const load = () =>
      runPage(
        listSource,
        params,
        db.select().from(table).where(where).$dynamic(),
        () => db.$count(table, where),
        async (rows) => (await listOutput(rows as Row[])).map(inLanguage(request)),
      );
    // Searches are as many as visitors can type: they would only push pages out of the cache.
    if (!cachedFor(request) || params.q) {
      reply.header('cache-control', 'private, no-store');
      return load();
    }
    return readThrough(reply, request, readsFrom, inLocaleKey(request.url, request.locale), load);
  });

  app.get(
    `${def.path}/:id`,
    { preHandler: readGuard, schema: { response: answersOf.detail } },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      const load = async () => {
        const row = await findRow(id);
        if (!row || (hidesUnpublished(request) && !isPublishedRow(row))) throw notFound();
        return { data: inLanguage(request)(await output(row)) };
      };
      if (!cachedFor(request)) {
        reply.header('cache-control', 'private, no-store');
        return load();
      }
      return readThrough(reply, request, readsFrom, inLocaleKey(request.url, request.locale), load);
    },
  );
}

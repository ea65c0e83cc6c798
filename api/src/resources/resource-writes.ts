import { messages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, parseId } from '../http-error.js';
import { UPLOAD_LIMIT } from '../plugins/rate-limits.js';
import { invalidate } from './cache.js';
import type { Row } from './define.js';
import type { ResourceRoutes } from './factory.js';
import { bodyReader, type Mode, ownedFileFieldsOf } from './resource-body.js';

/** POST, PUT, PATCH and DELETE of one resource: each drops the cached reads and the files it replaced. */
export function registerWrites(routes: ResourceRoutes) {
  const { app, resource, answersOf, writeGuard, findRow, output } = routes;
  const { def, table } = resource;
  const { db, media } = app;
  const readBody = bodyReader(app, resource);
  const ownedFileFields = ownedFileFieldsOf(def);
  const removeAll = (urls: (string | null)[]) => Promise.all(urls.map((url) => media.remove(url)));

  /** Files the old row referenced that the new values replaced. */
  const replacedFiles = (before: Row, after: Row) => {
    const urls: string[] = [];
    for (const [name] of ownedFileFields) {
      if (before[name] && before[name] !== after[name]) urls.push(String(before[name]));
    }
    const extraBefore = resource.filesOf?.(before) ?? [];
    const extraAfter = new Set(resource.filesOf?.(after) ?? []);
    return [...urls, ...extraBefore.filter((u) => !extraAfter.has(u))];
  };

  // writes that carry files count against the upload limit (after the guard: refusals do not count)
  const write = {
    preHandler: writeGuard,
    ...(def.body === 'multipart' ? { config: { rateLimit: UPLOAD_LIMIT } } : {}),
  };
  app.post(def.path, { ...write, schema: { response: answersOf.create } }, async (request, reply) => {
    const { values, stored } = await readBody(request, 'create');
    try {
      const [row] = await db.insert(table).values(values).returning();
      invalidate(app, def.name);
      return reply.status(201).send({ message: 'Created', data: await output(row as Row) });
    } catch (error) {
      await removeAll(stored);
      throw error;
    }
  });

  const update = (mode: Mode) => async (request: FastifyRequest) => {
    const id = parseId((request.params as { id: string }).id);
    const existing = await findRow(id);
    if (!existing) throw notFound();
    const { values, stored } = await readBody(request, mode, existing);
    let row: Row | undefined;
    try {
      [row] = (await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning()) as Row[];
    } catch (error) {
      await removeAll(stored);
      throw error;
    }
    if (!row) throw notFound();
    invalidate(app, def.name);
    await removeAll(replacedFiles(existing, row));
    return { message: 'Updated', data: await output(row) };
  };
  const updating = { ...write, schema: { response: answersOf.update } };
  app.put(`${def.path}/:id`, updating, update('replace'));
  app.patch(`${def.path}/:id`, updating, update('patch'));

  app.delete(`${def.path}/:id`, { preHandler: writeGuard, schema: { response: answersOf.delete } }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = (await db.delete(table).where(eq(table.id, id)).returning()) as Row[];
    if (!row) throw notFound();
    invalidate(app, def.name);
    await removeAll([
      ...ownedFileFields.map(([name]) => row[name] as string | null),
      ...(resource.filesOf?.(row) ?? []),
    ]);
    return { message: messages.ui.deleted };
  });
}

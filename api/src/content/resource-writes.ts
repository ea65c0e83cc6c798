import { uiMessages } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../core/audit/record.js';
import type { Tx } from '../core/db/client.js';
import { notFound, parseId } from '../core/http-error.js';
import { UPLOAD_LIMIT } from '../core/rate-limits.js';
import { invalidate } from './cache.js';
import type { Row, SaveContext, ServerResource } from './define.js';
import { bodyReader, type Mode, ownedFileFieldsOf } from './resource-body.js';
import type { ResourceRoutes } from './resource-routes.js';

/** Every file a row refers to, once: its file and image-URL fields and the extras the resource names
 * (an album lists its main picture too). */
const filesOfRow = (resource: ServerResource, row: Row) => [
  ...new Set([
    ...ownedFileFieldsOf(resource.def).flatMap(([name]) => (row[name] ? [String(row[name])] : [])),
    ...(resource.filesOf?.(row) ?? []),
  ]),
];

/** The values that are columns of the table: virtual fields are the resource's afterSave to write. */
const columnsOf = (resource: ServerResource, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !resource.def.fields[name]?.virtual));

/** What the audit log records of a row: the resource's own view of it (a show's prices), else the row. */
const auditView = (resource: ServerResource, tx: Tx, row: Row) =>
  resource.auditValues ? resource.auditValues(tx, row) : Promise.resolve(row);

/**
 * Writes the row, what afterSave makes of the rest of the body, and the audit entry, all or
 * nothing. `before` reads the row as it is inside the transaction (an update), locked until it ends.
 */
function saveRow(
  routes: ResourceRoutes,
  write: (tx: Tx) => PromiseLike<unknown[]>,
  values: Record<string, unknown>,
  ctx: SaveContext,
  before?: (tx: Tx) => PromiseLike<unknown[]>,
) {
  const { resource } = routes;
  return routes.app.db.transaction(async (tx) => {
    const [old] = before ? ((await before(tx)) as Row[]) : [];
    const was = old ? await auditView(resource, tx, old) : null;
    const [row] = (await write(tx)) as Row[];
    if (!row) return row;
    await resource.afterSave?.(tx, row, values, ctx);
    await audit(tx, ctx.request, {
      resource: resource.def.name,
      id: Number(row.id),
      action: old ? 'update' : 'create',
      before: was,
      after: await auditView(resource, tx, row),
    });
    return row;
  });
}

/** Files the old row referenced that the new one no longer does (a file that moved stays). */
function replacedFiles(resource: ServerResource, before: Row, after: Row) {
  const kept = new Set(filesOfRow(resource, after));
  return filesOfRow(resource, before).filter((url) => !kept.has(url));
}

type Writing = ResourceRoutes & {
  readBody: ReturnType<typeof bodyReader>;
  removeAll: (urls: (string | null)[]) => Promise<unknown>;
  /** writes that carry files count against the upload limit (after the guard: refusals do not count) */
  write: { preHandler: ResourceRoutes['writeGuard']; config?: { rateLimit: typeof UPLOAD_LIMIT } };
};

function createRoute(writing: Writing) {
  const { app, resource, answersOf, output, readBody, removeAll, write } = writing;
  const { def, table } = resource;
  app.post(def.path, { ...write, schema: { response: answersOf.create } }, async (request, reply) => {
    const { values, stored, ctx } = await readBody(request, 'create');
    try {
      const insert = (tx: Tx) => tx.insert(table).values(columnsOf(resource, values)).returning();
      const row = await saveRow(writing, insert, values, ctx);
      invalidate(app, def.name);
      return reply.status(201).send({ message: 'Created', data: await output(row as Row) });
    } catch (error) {
      await removeAll(stored);
      throw error;
    }
  });
}

function updateRoutes(writing: Writing) {
  const { app, resource, answersOf, output, findRow, readBody, removeAll, write } = writing;
  const { def, table } = resource;
  const update = (mode: Mode) => async (request: FastifyRequest) => {
    const id = parseId((request.params as { id: string }).id);
    const existing = await findRow(id);
    if (!existing) throw notFound();
    const { values, stored, ctx } = await readBody(request, mode, existing);
    let row: Row | undefined;
    try {
      const change = (tx: Tx) =>
        tx
          .update(table)
          .set({ ...columnsOf(resource, values), updatedAt: new Date() })
          .where(eq(table.id, id))
          .returning();
      const current = (tx: Tx) => tx.select().from(table).where(eq(table.id, id)).for('update');
      row = await saveRow(writing, change, values, ctx, current);
    } catch (error) {
      await removeAll(stored);
      throw error;
    }
    if (!row) throw notFound();
    invalidate(app, def.name);
    await removeAll(replacedFiles(resource, existing, row));
    return { message: 'Updated', data: await output(row) };
  };
  const updating = { ...write, schema: { response: answersOf.update } };
  app.put(`${def.path}/:id`, updating, update('replace'));
  app.patch(`${def.path}/:id`, updating, update('patch'));
}

function deleteRoute({ app, resource, answersOf, writeGuard, removeAll }: Writing) {
  const { def, table } = resource;
  app.delete(`${def.path}/:id`, { preHandler: writeGuard, schema: { response: answersOf.delete } }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const row = await app.db.transaction(async (tx) => {
      const [current] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
      if (!current) return undefined;
      const before = await auditView(resource, tx, current);
      const [gone] = (await tx.delete(table).where(eq(table.id, id)).returning()) as Row[];
      if (gone) await audit(tx, request, { resource: def.name, id, action: 'delete', before });
      return gone;
    });
    if (!row) throw notFound();
    invalidate(app, def.name);
    await removeAll(filesOfRow(resource, row));
    return { message: uiMessages.deleted };
  });
}

/** POST, PUT, PATCH and DELETE of one resource: each drops the cached reads and the files it replaced. */
export function registerWrites(routes: ResourceRoutes) {
  const { app, resource, writeGuard } = routes;
  const writing: Writing = {
    ...routes,
    readBody: bodyReader(app, resource),
    removeAll: (urls) => Promise.all(urls.map((url) => app.media.remove(url))),
    write: {
      preHandler: writeGuard,
      ...(resource.def.body === 'multipart' ? { config: { rateLimit: UPLOAD_LIMIT } } : {}),
    },
  };
  createRoute(writing);
  updateRoutes(writing);
  deleteRoute(writing);
}

import {
  bodySchema,
  DEFAULT_SORT,
  dataAnswer,
  type FileKind,
  fileKindOf,
  inputNameOf,
  messageAnswer,
  messages,
  pageAnswer,
  recordSchema,
  savedAnswer,
} from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers, refusalsOf } from '../answers.js';
import { assertAccess } from '../auth/access.js';
import { badRequest, type FieldErrors, fieldErrorsOf, notFound, parseId } from '../http-error.js';
import { readMultipart } from '../media/multipart.js';
import type { Tx } from '../payments/db-types.js';
import { UPLOAD_LIMIT } from '../plugins/rate-limits.js';
import {
  fieldsWhere,
  fileFieldsOf,
  type Mode,
  ownedFileFieldsOf,
  renameInputs,
  replaceableFieldsOf,
  toColumnValues,
  validationMessage,
} from './body-fields.js';
import { invalidate, readThrough } from './cache.js';
import type { ApiResource, Row, SaveContext } from './define.js';
import { defaultLimitOf, type ListSource, listWhere, parseListQuery, runPage } from './list-query.js';
import { isPublishedRow, publishedNow, seesUnpublished } from './publishing.js';

/** The list, detail, create, PUT, PATCH and DELETE routes of one resource. */
export function registerResource(app: FastifyInstance, resource: ApiResource) {
  const { def, table } = resource;
  const { db, media } = app;
  const visibility = def.exclusive ? 'exclusive' : 'public';
  const fileFields = fileFieldsOf(def);
  const ownedFileFields = ownedFileFieldsOf(def);
  const replaceableFields = replaceableFieldsOf(def);
  const readsFrom = [def.name, ...(resource.readsFrom ?? [])];
  const fileKinds: Record<string, FileKind> = Object.fromEntries(
    fileFields.map(([name, field]) => [inputNameOf(name, field), fileKindOf(field) as FileKind]),
  );
  const createSchema = resource.body?.schema('create') ?? bodySchema(def.fields, 'create');
  const patchSchema = resource.body?.schema('patch') ?? bodySchema(def.fields, 'patch');
  const virtualFields = fieldsWhere(def, (field) => field.virtual === true).map(([name]) => name);
  /** the values that are columns of the table (virtual fields are written by afterSave) */
  const columnsOf = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([name]) => !virtualFields.includes(name)));
  /** writes the row and what afterSave makes of the rest of the body, all or nothing */
  const save = (write: (tx: Tx) => PromiseLike<unknown[]>, values: Record<string, unknown>, ctx: SaveContext) =>
    db.transaction(async (tx) => {
      const [row] = (await write(tx)) as Row[];
      if (row) await resource.afterSave?.(tx, row, values, ctx);
      return row;
    });
  const output = (row: Row) => (resource.toOutput ? resource.toOutput(row, db) : row);
  const listOutput = (rows: Row[]) =>
    resource.toListOutput ? resource.toListOutput(rows, db) : Promise.all(rows.map(output));

  async function findRow(id: number): Promise<Row | undefined> {
    const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
    return row as Row | undefined;
  }

  /** Reads the body (multipart or JSON), stores its files, validates; returns values to save. */
  async function readBody(request: FastifyRequest, mode: Mode, existing?: Row) {
    let raw: Record<string, unknown>;
    let files: Record<string, string[]> = {};
    let stored: string[] = [];
    if (request.isMultipart()) {
      const parts = await readMultipart(request, media, fileKinds, visibility);
      raw = parts.fields;
      files = parts.files;
      stored = parts.stored;
    } else {
      raw = (request.body ?? {}) as Record<string, unknown>;
      if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest();
    }
    try {
      const body = renameInputs(def, raw, resource.body?.extraInputs);
      const errors: FieldErrors = {};
      // File fields take uploads only: a client never points one at a URL of its choosing.
      // Sending one empty clears an optional file.
      for (const [name, field] of fileFields) {
        const urls = files[inputNameOf(name, field)];
        if (urls?.length) {
          if (!field.multiple && urls.length > 1) errors[name] = messages.media.oneFile;
          body[name] = field.multiple ? urls.join(',') : urls[0];
          continue;
        }
        const clearing = existing && !field.required && (body[name] === '' || body[name] === null);
        if (clearing) body[name] = null;
        else delete body[name];
      }
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.immutable && existing && name in body && body[name] !== existing[name]) {
          errors[name] = messages.validation.immutable;
        }
      }
      if (mode === 'replace') {
        for (const [name, field] of replaceableFields) {
          if (!(name in body)) body[name] = field.kind === 'boolean' ? false : null;
        }
      }
      const parsed = (mode === 'patch' ? patchSchema : createSchema).safeParse(body);
      if (!parsed.success) {
        for (const [name, error] of Object.entries(fieldErrorsOf(parsed.error))) errors[name] ??= error;
      }
      if (mode !== 'patch') {
        for (const [name, field] of fileFields) {
          const has = body[name] ?? existing?.[name];
          if (field.required && !has) errors[name] ??= field.requiredMessage ?? messages.media.required;
        }
      }
      if (!parsed.success || Object.keys(errors).length > 0) throw badRequest(validationMessage(def, errors), errors);
      const values = toColumnValues(def, parsed.data as Record<string, unknown>);
      const ctx: SaveContext = { db, request, files, existing };
      await resource.beforeSave?.(values, ctx);
      return { values, stored, ctx };
    } catch (error) {
      await Promise.all(stored.map((url) => media.remove(url)));
      throw error;
    }
  }

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

  const record = recordSchema(def.fields, resource.outputExtras);
  const readRefusals = refusalsOf(def.access.read);
  const writeErrors = [...refusalsOf(def.access.write), 400, 404, 409, 413, 415] as const;
  const answersOf = {
    list: answers({ 200: pageAnswer(record) }, [...readRefusals, 400]),
    detail: answers({ 200: dataAnswer(record) }, [...readRefusals, 404]),
    create: answers({ 201: savedAnswer(record) }, writeErrors),
    update: answers({ 200: savedAnswer(record) }, writeErrors),
    delete: answers({ 200: messageAnswer }, [...refusalsOf(def.access.write), 404, 409]),
  };

  const readGuard = async (request: FastifyRequest) => assertAccess(request.user, def.access.read);
  const writeGuard = async (request: FastifyRequest) => assertAccess(request.user, def.access.write);
  const cacheable = def.access.read === 'public';
  const listSource: ListSource = {
    list: def.list ?? { sort: DEFAULT_SORT },
    columns: table,
    id: table.id,
    computed: resource.listComputed,
    defaultLimit: defaultLimitOf(def.list, def.access.read === 'admin' || def.access.read === 'superadmin'),
  };

  /** Drafts and scheduled items are left out for all but admins (whose reads are never cached). */
  const hidesUnpublished = (request: FastifyRequest) => def.publishing === true && !seesUnpublished(request);
  const cachedFor = (request: FastifyRequest) => cacheable && (def.publishing !== true || hidesUnpublished(request));

  app.get(def.path, { preHandler: readGuard, schema: { response: answersOf.list } }, async (request, reply) => {
    const params = parseListQuery(listSource, request.query);
    const where = and(listWhere(listSource, params), hidesUnpublished(request) ? publishedNow(table) : undefined);
    const load = () =>
      runPage(
        listSource,
        params,
        db.select().from(table).where(where).$dynamic(),
        () => db.$count(table, where),
        (rows) => listOutput(rows as Row[]),
      );
    // Searches are as many as visitors can type: they would only push pages out of the cache.
    if (!cachedFor(request) || params.q) {
      reply.header('cache-control', 'private, no-store');
      return load();
    }
    return readThrough(reply, request, readsFrom, request.url, load);
  });

  app.get(
    `${def.path}/:id`,
    { preHandler: readGuard, schema: { response: answersOf.detail } },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      const load = async () => {
        const row = await findRow(id);
        if (!row || (hidesUnpublished(request) && !isPublishedRow(row))) throw notFound();
        return { data: await output(row) };
      };
      if (!cachedFor(request)) {
        reply.header('cache-control', 'private, no-store');
        return load();
      }
      return readThrough(reply, request, readsFrom, request.url, load);
    },
  );

  // writes that carry files count against the upload limit (after the guard: refusals do not count)
  const write = {
    preHandler: writeGuard,
    ...(def.body === 'multipart' ? { config: { rateLimit: UPLOAD_LIMIT } } : {}),
  };
  app.post(def.path, { ...write, schema: { response: answersOf.create } }, async (request, reply) => {
    const { values, stored, ctx } = await readBody(request, 'create');
    try {
      const row = await save((tx) => tx.insert(table).values(columnsOf(values)).returning(), values, ctx);
      invalidate(app, def.name);
      return reply.status(201).send({ message: 'Created', data: await output(row as Row) });
    } catch (error) {
      await Promise.all(stored.map((url) => media.remove(url)));
      throw error;
    }
  });

  const update = (mode: Mode) => async (request: FastifyRequest) => {
    const id = parseId((request.params as { id: string }).id);
    const existing = await findRow(id);
    if (!existing) throw notFound();
    const { values, stored, ctx } = await readBody(request, mode, existing);
    let row: Row | undefined;
    try {
      const write = (tx: Tx) =>
        tx
          .update(table)
          .set({ ...columnsOf(values), updatedAt: new Date() })
          .where(eq(table.id, id))
          .returning();
      row = await save(write, values, ctx);
    } catch (error) {
      await Promise.all(stored.map((url) => media.remove(url)));
      throw error;
    }
    if (!row) throw notFound();
    invalidate(app, def.name);
    await Promise.all(replacedFiles(existing, row).map((url) => media.remove(url)));
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
    const files = [...ownedFileFields.map(([name]) => row[name] as string | null), ...(resource.filesOf?.(row) ?? [])];
    await Promise.all(files.map((url) => media.remove(url)));
    return { message: messages.ui.deleted };
  });
}

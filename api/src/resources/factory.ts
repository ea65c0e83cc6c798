import {
  bodySchema,
  DEFAULT_SORT,
  dataAnswer,
  type FieldDef,
  type FileKind,
  fileKindOf,
  inputNameOf,
  mediaMessages,
  messageAnswer,
  pageAnswer,
  type ResourceDef,
  recordSchema,
  savedAnswer,
  uiMessages,
  validationMessages,
} from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers, refusalsOf } from '../answers.js';
import { assertAccess } from '../auth/access.js';
import { badRequest, type FieldErrors, fieldErrorsOf, notFound, parseId } from '../http-error.js';
import { readMultipart } from '../media/multipart.js';
import { UPLOAD_LIMIT } from '../plugins/rate-limits.js';
import { invalidate, readThrough } from './cache.js';
import type { Row, ServerResource } from './define.js';
import { defaultLimitOf, type ListSource, listWhere, parseListQuery, runPage } from './list-query.js';
import { isPublishedRow, publishedNow, seesUnpublished } from './publishing.js';

type Mode = 'create' | 'replace' | 'patch';

const fieldsWhere = (def: ResourceDef, keep: (field: FieldDef) => boolean) =>
  Object.entries(def.fields).filter(([, field]) => keep(field));

/** Uploaded file fields (multipart). */
const fileFieldsOf = (def: ResourceDef) => fieldsWhere(def, (field) => fileKindOf(field) !== null);

/**
 * Every field whose value is a file of ours: uploaded files and the URLs of POST /image (JSON
 * resources). Their files go when the record goes or when a new value replaces them.
 */
const ownedFileFieldsOf = (def: ResourceDef) =>
  fieldsWhere(def, (field) => fileKindOf(field) !== null || field.kind === 'imageUrl');

/** Fields a PUT (the whole object) resets when left out; files not re-sent keep their files. */
const replaceableFieldsOf = (def: ResourceDef) =>
  fieldsWhere(def, (field) => !field.readOnly && !field.hidden && fileKindOf(field) === null);

/** Dates travel as ISO strings after validation; the timestamp columns take Date objects. */
function toColumnValues(def: ResourceDef, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    const kind = def.fields[name]?.kind;
    if (value === undefined) delete values[name];
    else if ((kind === 'date' || kind === 'datetime') && typeof value === 'string') values[name] = new Date(value);
  }
  return values;
}

/** The answer's message: a field's own required text (the gallery's main image) when it is the problem. */
function validationMessage(def: ResourceDef, errors: FieldErrors) {
  for (const [name, error] of Object.entries(errors)) {
    const own = def.fields[name]?.requiredMessage;
    if (own && error === own) return own;
  }
  return validationMessages.invalid;
}

/** Maps input names (file1, naskah, …) to stored field names and back. */
function renameInputs(def: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const input = inputNameOf(name, field);
    if (input in body) out[name] = body[input];
    else if (name in body) out[name] = body[name];
  }
  return out;
}

/** The list, detail, create, PUT, PATCH and DELETE routes of one resource. */
export function registerResource(app: FastifyInstance, resource: ServerResource) {
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
  const createSchema = bodySchema(def.fields, 'create');
  const patchSchema = bodySchema(def.fields, 'patch');
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
      const body = renameInputs(def, raw);
      const errors: FieldErrors = {};
      // File fields take uploads only: a client never points one at a URL of its choosing.
      // Sending one empty clears an optional file.
      for (const [name, field] of fileFields) {
        const urls = files[inputNameOf(name, field)];
        if (urls?.length) {
          if (!field.multiple && urls.length > 1) errors[name] = mediaMessages.oneFile;
          body[name] = field.multiple ? urls.join(',') : urls[0];
          continue;
        }
        const clearing = existing && !field.required && (body[name] === '' || body[name] === null);
        if (clearing) body[name] = null;
        else delete body[name];
      }
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.immutable && existing && name in body && body[name] !== existing[name]) {
          errors[name] = validationMessages.immutable;
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
          if (field.required && !has) errors[name] ??= field.requiredMessage ?? mediaMessages.required;
        }
      }
      if (!parsed.success || Object.keys(errors).length > 0) throw badRequest(validationMessage(def, errors), errors);
      const values = toColumnValues(def, parsed.data as Record<string, unknown>);
      await resource.beforeSave?.(values, { db, request, files, existing });
      return { values, stored };
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
    const { values, stored } = await readBody(request, 'create');
    try {
      const [row] = await db.insert(table).values(values).returning();
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
    const { values, stored } = await readBody(request, mode, existing);
    let row: Row | undefined;
    try {
      [row] = (await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning()) as Row[];
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
    return { message: uiMessages.deleted };
  });
}

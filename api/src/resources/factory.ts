import {
  bodySchema,
  type FieldDef,
  type FileKind,
  fileKindOf,
  inputNameOf,
  messages,
  type ResourceDef,
} from '@teater/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertAccess } from '../auth/access.js';
import { badRequest, notFound, parseId, parseOrThrow } from '../http-error.js';
import { readMultipart } from '../media/multipart.js';
import { invalidate, readThrough } from './cache.js';
import type { ApiResource, Row } from './define.js';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

type Mode = 'create' | 'replace' | 'patch';

const fileFieldsOf = (def: ResourceDef) =>
  Object.entries(def.fields).filter((entry): entry is [string, FieldDef] => fileKindOf(entry[1]) !== null);

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
export function registerResource(app: FastifyInstance, resource: ApiResource) {
  const { def, table } = resource;
  const { db, media } = app;
  const visibility = def.exclusive ? 'exclusive' : 'public';
  const fileFields = fileFieldsOf(def);
  const fileKinds: Record<string, FileKind> = Object.fromEntries(
    fileFields.map(([name, field]) => [inputNameOf(name, field), fileKindOf(field) as FileKind]),
  );
  const createSchema = bodySchema(def.fields, 'create');
  const patchSchema = bodySchema(def.fields, 'patch');
  const output = (row: Row) => (resource.toOutput ? resource.toOutput(row, db) : row);
  const listOutput = (rows: Row[]) => (resource.toListOutput ? resource.toListOutput(rows, db) : rows.map(output));

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
      // File fields take uploads only: a client never points one at a URL of its choosing.
      // Sending one empty clears an optional file.
      for (const [name, field] of fileFields) {
        const urls = files[inputNameOf(name, field)];
        if (urls?.length) {
          body[name] = field.multiple ? urls.join(',') : urls[0];
          continue;
        }
        const clearing = existing && !field.required && (body[name] === '' || body[name] === null);
        if (clearing) body[name] = null;
        else delete body[name];
      }
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.immutable && existing && name in body && body[name] !== existing[name]) {
          throw badRequest(messages.validation.invalid, { [name]: 'Tidak dapat diubah' });
        }
      }
      const values = parseOrThrow(mode === 'patch' ? patchSchema : createSchema, body) as Record<string, unknown>;
      for (const key of Object.keys(values)) if (values[key] === undefined) delete values[key];
      if (mode !== 'patch') {
        const missing: Record<string, string> = {};
        for (const [name, field] of fileFields) {
          const has = values[name] ?? existing?.[name];
          if (field.required && !has) missing[name] = resource.requiredFileMessages?.[name] ?? messages.media.required;
        }
        if (Object.keys(missing).length > 0) {
          throw badRequest(Object.values(missing)[0], missing);
        }
      }
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
    for (const [name] of fileFields) {
      if (before[name] && before[name] !== after[name]) urls.push(String(before[name]));
    }
    const extraBefore = resource.filesOf?.(before) ?? [];
    const extraAfter = new Set(resource.filesOf?.(after) ?? []);
    return [...urls, ...extraBefore.filter((u) => !extraAfter.has(u))];
  };

  const readGuard = async (request: FastifyRequest) => assertAccess(request.user, def.access.read);
  const writeGuard = async (request: FastifyRequest) => assertAccess(request.user, def.access.write);
  const cacheable = def.access.read === 'public';

  app.get(def.path, { preHandler: readGuard }, async (request, reply) => {
    const query = parseOrThrow(listQuery, request.query);
    const filters: SQL[] = [];
    for (const name of def.filters ?? []) {
      const value = (request.query as Record<string, string | undefined>)[name];
      const column = table[name];
      if (value === undefined || !column) continue;
      const field = def.fields[name];
      filters.push(eq(column, field?.kind === 'boolean' ? value === 'true' : value));
    }
    const where = filters.length ? and(...filters) : undefined;
    const load = async () => {
      const base = db.select().from(table).where(where).orderBy(desc(table.id));
      if (!query.limit) return { data: await listOutput((await base) as Row[]) };
      const page = query.page ?? 1;
      const rows = (await base.limit(query.limit).offset((page - 1) * query.limit)) as Row[];
      const [total] = await db.select({ n: count() }).from(table).where(where);
      return { data: await listOutput(rows), meta: { page, limit: query.limit, total: total?.n ?? 0 } };
    };
    if (!cacheable) {
      reply.header('cache-control', 'private, no-store');
      return load();
    }
    return readThrough(reply, request, def.name, request.url, load);
  });

  app.get(`${def.path}/:id`, { preHandler: readGuard }, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id);
    const load = async () => {
      const row = await findRow(id);
      if (!row) throw notFound();
      return { data: await output(row) };
    };
    if (!cacheable) {
      reply.header('cache-control', 'private, no-store');
      return load();
    }
    return readThrough(reply, request, def.name, request.url, load);
  });

  app.post(def.path, { preHandler: writeGuard }, async (request, reply) => {
    const { values, stored } = await readBody(request, 'create');
    try {
      const [row] = await db.insert(table).values(values).returning();
      invalidate(def.name);
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
    invalidate(def.name);
    await Promise.all(replacedFiles(existing, row).map((url) => media.remove(url)));
    return { message: 'Updated', data: await output(row) };
  };
  app.put(`${def.path}/:id`, { preHandler: writeGuard }, update('replace'));
  app.patch(`${def.path}/:id`, { preHandler: writeGuard }, update('patch'));

  app.delete(`${def.path}/:id`, { preHandler: writeGuard }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [row] = (await db.delete(table).where(eq(table.id, id)).returning()) as Row[];
    if (!row) throw notFound();
    invalidate(def.name);
    const files = [...fileFields.map(([name]) => row[name] as string | null), ...(resource.filesOf?.(row) ?? [])];
    await Promise.all(files.map((url) => media.remove(url)));
    return { message: messages.ui.deleted };
  });
}

import { DEFAULT_SORT, dataAnswer, messageAnswer, pageAnswer, recordSchema, savedAnswer } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { defaultLimitOf, type ListSource } from '../core/list-query.js';
import type { Row, ServerResource } from './define.js';

/**
 * What the read and write routes of one resource share: its answers, guards, list declaration,
 * and how a row is found and shown. Reads: resource-reads.ts; writes: resource-writes.ts, with
 * their bodies read by resource-body.ts; factory.ts registers both.
 */
export type ResourceRoutes = ReturnType<typeof resourceRoutes>;

export function resourceRoutes(app: FastifyInstance, resource: ServerResource) {
  const { def, table } = resource;
  const { db } = app;
  const record = recordSchema(def.fields, resource.outputExtras);
  const readRefusals = refusalsOf(def.access.read);
  const writeErrors = [...refusalsOf(def.access.write), 400, 404, 409, 413, 415] as const;
  const output = (row: Row) => (resource.toOutput ? resource.toOutput(row, db) : row);
  const listSource: ListSource = {
    list: def.list ?? { sort: DEFAULT_SORT },
    columns: table,
    id: table.id,
    computed: resource.listComputed,
    defaultLimit: defaultLimitOf(def.list, def.access.read === 'admin' || def.access.read === 'superadmin'),
  };
  return {
    app,
    resource,
    answersOf: {
      list: answers({ 200: pageAnswer(record) }, [...readRefusals, 400]),
      detail: answers({ 200: dataAnswer(record) }, [...readRefusals, 404]),
      create: answers({ 201: savedAnswer(record) }, writeErrors),
      update: answers({ 200: savedAnswer(record) }, writeErrors),
      delete: answers({ 200: messageAnswer }, [...refusalsOf(def.access.write), 404, 409]),
    },
    listSource,
    readGuard: async (request: FastifyRequest) => assertAccess(request.user, def.access.read),
    writeGuard: async (request: FastifyRequest) => assertAccess(request.user, def.access.write),
    output,
    listOutput: (rows: Row[]) =>
      resource.toListOutput ? resource.toListOutput(rows, db) : Promise.all(rows.map(output)),
    findRow: async (id: number): Promise<Row | undefined> => {
      const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
      return row as Row | undefined;
    },
  };
}

import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';

export interface Seeder {
  name: string;
  /** the tables it fills, in the order they may be emptied again (a seeding cut short is redone) */
  tables: PgTable[];
  isEmpty(app: FastifyInstance): Promise<boolean>;
  run(app: FastifyInstance): Promise<void>;
}

export async function tableIsEmpty(app: FastifyInstance, table: PgTable) {
  const [row] = await app.db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

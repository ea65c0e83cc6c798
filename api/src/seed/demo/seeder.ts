import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { demoImage } from './images.js';

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

/** A demo picture: the next one of the seeder's own numbered series, so no two rows look alike. */
export type Picture = (size?: { width: number; height: number }) => Promise<string>;

/**
 * One resource's demo rows, written in the order its lists show them (newest first): they are
 * inserted in reverse. Each seeder numbers its pictures from `firstPicture`.
 */
export function rowsSeeder<T extends PgTable>(options: {
  name: string;
  table: T;
  firstPicture: number;
  rows: (picture: Picture, app: FastifyInstance) => Promise<T['$inferInsert'][]>;
}): Seeder {
  const { name, table } = options;
  return {
    name,
    tables: [table],
    isEmpty: (app) => tableIsEmpty(app, table),
    async run(app) {
      let next = options.firstPicture;
      const rows = await options.rows((size) => demoImage(app, next++, size), app);
      for (const row of [...rows].reverse()) await app.db.insert(table).values(row);
    },
  };
}

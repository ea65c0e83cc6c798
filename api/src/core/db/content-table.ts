import type { FieldDef, Fields, ResourceDef } from '@teater/contract';
import {
  boolean,
  type ExtraConfigColumn,
  integer,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { listIndexes } from './list-indexes.js';

export const timestamps = {
  createdAt: timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updatedAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

// One builder per field kind and requiredness; their types give the table its typed columns.
const column = {
  int: () => integer(),
  intRequired: () => integer().notNull(),
  bool: () => boolean().notNull().default(false),
  time: () => timestamp({ withTimezone: true, mode: 'date' }),
  timeRequired: () => timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  text: () => text(),
  textRequired: () => text().notNull(),
};

type ColumnOf<D extends FieldDef> = D['kind'] extends 'number'
  ? ReturnType<D['required'] extends true ? typeof column.intRequired : typeof column.int>
  : D['kind'] extends 'boolean'
    ? ReturnType<typeof column.bool>
    : D['kind'] extends 'date' | 'datetime'
      ? ReturnType<D['required'] extends true ? typeof column.timeRequired : typeof column.time>
      : ReturnType<D['required'] extends true ? typeof column.textRequired : typeof column.text>;

/** Virtual fields are no columns (see FieldOptions.virtual). */
type StoredKeys<F extends Fields> = { [K in keyof F]: F[K] extends { virtual: true } ? never : K }[keyof F];
type ColumnsOf<F extends Fields> = { -readonly [K in StoredKeys<F>]: ColumnOf<F[K]> };

function columnFor(def: FieldDef): PgColumnBuilderBase {
  switch (def.kind) {
    case 'number':
      return def.required ? column.intRequired() : column.int();
    case 'boolean':
      return column.bool();
    case 'date':
    case 'datetime':
      return def.required ? column.timeRequired() : column.time();
    default:
      return def.required ? column.textRequired() : column.text();
  }
}

/**
 * A content table whose columns are the resource's fields, named exactly as the spec names them;
 * `constraints` adds indexes beyond the list's (a voucher's unique code).
 */
export function contentTable<F extends Fields, E extends Record<string, PgColumnBuilderBase> = Record<never, never>>(
  resource: ResourceDef<F>,
  extra?: E,
  constraints?: (t: Record<string, ExtraConfigColumn>) => PgTableExtraConfigValue[],
) {
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const [name, def] of Object.entries(resource.fields)) if (!def.virtual) columns[name] = columnFor(def);
  return pgTable(
    resource.name,
    {
      // Extra columns replace same-named field columns (e.g. a foreign key): their type wins too.
      ...(columns as Omit<ColumnsOf<F>, keyof E>),
      ...(extra as E),
      id: serial('id').primaryKey(),
      ...timestamps,
    },
    (t) => {
      const columns = t as unknown as Record<string, ExtraConfigColumn>;
      return [...listIndexes(resource.name, columns, resource.list), ...(constraints?.(columns) ?? [])];
    },
  );
}

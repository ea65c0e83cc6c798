import {
  ADMIN_PAGE_SIZE,
  historyList,
  type ListDef,
  type ListMeta,
  type ListParams,
  listQuerySchema,
  PUBLIC_PAGE_SIZE,
  rangeInstant,
} from '@teater/contract';
import { and, asc, type Column, desc, eq, getTableColumns, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { englishSearchOf, searchText } from './db/search-text.js';
import { parseOrThrow } from './http-error.js';

/**
 * One list's declaration bound to SQL: the column behind each declared field, and filters that
 * are computed rather than stored (an account's subscription state).
 */
export interface ListSource {
  list: ListDef;
  /** the column of each declared search, sort and filter field */
  columns: Record<string, Column>;
  /** the stable tie-breaker of every order (newest first among equals) */
  id: Column;
  /** filters answered by an expression instead of `column = value` */
  computed?: Record<string, (value: string | number | boolean) => SQL | undefined>;
  defaultLimit: number;
  /** route-specific parameters the list also accepts (e.g. a history's `id`) */
  extraParams?: readonly string[];
}

/** A list only admins read, over one table: its columns, its id as tie-breaker, admins' page size. */
export const adminListSource = (
  list: ListDef,
  table: PgTable & { id: Column },
  more: Pick<ListSource, 'computed' | 'extraParams'> = {},
): ListSource => ({ list, columns: getTableColumns(table), id: table.id, defaultLimit: ADMIN_PAGE_SIZE, ...more });

/** The default page size: the list's own, else admins' 50 for lists only admins read, else 12. */
export const defaultLimitOf = (list: ListDef | undefined, adminOnly: boolean) =>
  list?.pageSize ?? (adminOnly ? ADMIN_PAGE_SIZE : PUBLIC_PAGE_SIZE);

/**
 * A member's own history on `table` (newest first, 12 a page): `ownerParam` names whose, as the
 * spec's call sends it (`id`, `id_user`).
 */
export const historySource = (table: { createdAt: Column; id: Column }, ownerParam: string): ListSource => ({
  list: historyList,
  columns: { createdAt: table.createdAt },
  id: table.id,
  defaultLimit: historyList.pageSize,
  extraParams: [ownerParam],
});

const schemas = new WeakMap<ListSource, ReturnType<typeof listQuerySchema>>();

/** Validates a list call's query string against the declaration; undeclared parameters answer 400. */
export function parseListQuery(source: ListSource, query: unknown): ListParams {
  let schema = schemas.get(source);
  if (!schema) {
    schema = listQuerySchema(source.list, { limit: source.defaultLimit }, source.extraParams);
    schemas.set(source, schema);
  }
  return parseOrThrow(schema, query ?? {});
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function columnOf(source: ListSource, field: string): Column {
  const column = source.columns[field];
  if (!column) throw new Error(`list field ${field} has no column`);
  return column;
}

/**
 * The text `q` is matched in: the searched fields, as an English reader of translated content reads
 * them when `english` (list-indexes.ts indexes both).
 */
function searchedText(source: ListSource, fields: readonly string[], english: boolean): SQL {
  const translated = english ? englishSearchOf(fields, source.columns) : undefined;
  return translated ?? searchText(fields.map((field) => columnOf(source, field)));
}

/**
 * The WHERE of a list call: search, filters and ranges, and the route's own conditions. `english`:
 * the caller reads translated content in English, and searches it so.
 */
export function listWhere(
  source: ListSource,
  params: ListParams,
  own: readonly (SQL | undefined)[] = [],
  english = false,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...own];
  if (params.q && source.list.search?.length) {
    const pattern = `%${escapeLike(params.q)}%`;
    conditions.push(ilike(searchedText(source, source.list.search, english), pattern));
  }
  for (const [name, value] of Object.entries(params.filters)) {
    const computed = source.computed?.[name];
    conditions.push(computed ? computed(value) : eq(columnOf(source, name), value));
  }
  for (const [name, { from, to }] of Object.entries(params.ranges)) {
    const column = columnOf(source, name);
    if (from) conditions.push(gte(column, rangeInstant(from, 'from')));
    if (to) conditions.push(lte(column, rangeInstant(to, 'to')));
  }
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** ORDER BY the asked field, then id in the same direction (an index on (field, id) serves both). */
export function listOrder(source: ListSource, params: ListParams): SQL[] {
  const descending = params.sort.startsWith('-');
  const direction = descending ? desc : asc;
  const field = descending ? params.sort.slice(1) : params.sort;
  const column = columnOf(source, field);
  return column === source.id ? [direction(column)] : [direction(column), direction(source.id)];
}

/**
 * Runs a page of a list: `select` is the route's query (its joins, columns and WHERE), which this
 * orders, limits and offsets; `total` counts every row under the same WHERE.
 */
export async function runPage<Q extends PgSelect, T>(
  source: ListSource,
  params: ListParams,
  select: Q,
  total: () => Promise<number>,
  toOutput: (rows: Awaited<Q>) => Promise<T[]> | T[],
): Promise<{ data: T[]; meta: ListMeta }> {
  const offset = (params.page - 1) * params.limit;
  const [rows, n] = await Promise.all([
    select
      .orderBy(...listOrder(source, params))
      .limit(params.limit)
      .offset(offset),
    total(),
  ]);
  return { data: await toOutput(rows as Awaited<Q>), meta: { page: params.page, limit: params.limit, total: n } };
}

/**
 * A page of a list as its query string asks: `rows` is the route's query under a WHERE (its joins
 * and columns), `count` counts every row under the same WHERE.
 */
export function pageFromQuery<Q extends PgSelect, T>(
  source: ListSource,
  query: unknown,
  rows: (where: SQL | undefined) => Q,
  count: (where: SQL | undefined) => Promise<number>,
  toOutput: (rows: Awaited<Q>) => Promise<T[]> | T[],
) {
  const params = parseListQuery(source, query);
  const where = listWhere(source, params);
  return runPage(source, params, rows(where), () => count(where), toOutput);
}

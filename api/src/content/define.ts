import type { ResourceDef } from '@teater/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../core/db/client.js';
import type { ListSource } from '../core/list-query.js';

export type Row = Record<string, unknown> & { id: number };
/** A content table: an id column plus the resource's fields. */
export type ContentTable = PgTable & { id: PgColumn } & Record<string, PgColumn>;

export interface SaveContext {
  db: Db;
  request: FastifyRequest;
  /** stored URLs per input name from a multipart body */
  files: Record<string, string[]>;
  /** the record before the change (update) or undefined (create) */
  existing?: Row;
}

/** The server side of one resource: its definition, its table, and behaviour beyond the fields. */
export interface ServerResource {
  def: ResourceDef;
  table: ContentTable;
  /** adds computed columns before save (e.g. an album's image list); may throw HttpError */
  beforeSave?(values: Record<string, unknown>, ctx: SaveContext): Promise<void> | void;
  /**
   * The body's schema when its fields alone cannot say it (a show and its ticket categories);
   * default: built from the fields. `extraInputs` names the body keys it reads beyond the fields.
   */
  body?: { schema(mode: 'create' | 'patch'): z.ZodType; extraInputs: readonly string[] };
  /**
   * Writes what the body says beyond the row's own columns (its virtual fields, a show's
   * categories), in the transaction that wrote the row; may throw HttpError (nothing is kept).
   */
  afterSave?(tx: Tx, row: Row, values: Record<string, unknown>, ctx: SaveContext): Promise<void>;
  /**
   * What the audit log records of a record (default: its row): a show adds its categories and
   * prices, which live in their own table. Read in the write's transaction, before and after.
   */
  auditValues?(tx: Tx, row: Row): Promise<Record<string, unknown>>;
  /** list filters answered by an expression instead of a column (a show has begun) */
  listComputed?: ListSource['computed'];
  /** answer fields beyond the stored ones that toOutput adds or a computed column holds */
  outputExtras?: Record<string, z.ZodType>;
  /** the JSON shape of a row (defaults to the row itself) */
  toOutput?(row: Row, db: Db): unknown | Promise<unknown>;
  /** the JSON shape of a list (defaults to toOutput per row); for joins done once */
  toListOutput?(rows: Row[], db: Db): Promise<unknown[]>;
  /** extra files of a row to delete with it (beyond its file and image-URL fields) */
  filesOf?(row: Row): string[];
  /**
   * Other resources (contract names) its answers are built from, e.g. a join: a write to one of
   * them drops this resource's cached reads too.
   */
  readsFrom?: string[];
}

export const serverResource = (r: ServerResource) => r;

/** What a resource adds on the server beyond its definition: the hooks above, all optional. */
export type ServerExtras = Omit<ServerResource, 'def' | 'table'>;

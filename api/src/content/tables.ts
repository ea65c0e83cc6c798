import type { ResourceDef } from '@teater/contract';
import * as schema from '../schema.js';
import type { ContentTable } from './define.js';

/** A resource's table: api/src/schema.ts exports it under the resource's name. */
export function contentTableOf(def: ResourceDef): ContentTable {
  const table = (schema as unknown as Record<string, ContentTable | undefined>)[def.name];
  if (!table) throw new Error(`api/src/schema.ts has no table for the resource ${def.name}`);
  return table;
}

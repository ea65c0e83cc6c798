import type { ResourceDef } from '@teater/contract';
import type { ContentTable } from './define.js';
import * as tables from './schema.js';

/** A resource's table: content/schema.ts exports it under the resource's name. */
export function contentTableOf(def: ResourceDef): ContentTable {
  const table = (tables as unknown as Record<string, ContentTable | undefined>)[def.name];
  if (!table) throw new Error(`api/src/content/schema.ts has no table for the resource ${def.name}`);
  return table;
}

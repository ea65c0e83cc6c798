import type { ResourceDef } from '@teater/contract';
import { kampanyes } from '../donations/schema.js';
import type { ContentTable } from './define.js';
import * as contentSchema from './schema.js';

/** Resources whose table their own capability keeps (in its schema.ts), beside the content's. */
const tables = { ...contentSchema, kampanyes };

/** A resource's table: content/schema.ts exports it under the resource's name (or its capability's schema.ts, above). */
export function contentTableOf(def: ResourceDef): ContentTable {
  const table = (tables as unknown as Record<string, ContentTable | undefined>)[def.name];
  if (!table) throw new Error(`api/src/content/schema.ts has no table for the resource ${def.name}`);
  return table;
}

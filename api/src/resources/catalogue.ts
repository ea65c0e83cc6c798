import * as c from '@teater/contract';
import * as schema from '../db/schema.js';
import { apiResource, type ContentTable } from './define.js';

const table = (t: unknown) => t as ContentTable;

/**
 * Catalogue resources (merchandise, rental items, public scripts, donation). The contract's fields
 * carry their rules (numbers as numbers, required fields, image-only files); nothing beyond them
 * runs on the server.
 */
export const catalogueResources = [
  apiResource({ def: c.products, table: table(schema.products) }),
  apiResource({ def: c.merchs, table: table(schema.merchs) }),
  apiResource({ def: c.naskahs, table: table(schema.naskahs) }),
  apiResource({ def: c.donasis, table: table(schema.donasis) }),
];

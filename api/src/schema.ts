/**
 * The database, one PostgreSQL schema (PGlite or a server), by area. drizzle-kit reads this file to
 * generate migrations (api/drizzle), so every table is exported from here.
 */
export * from './accounts/schema.js';
export * from './audience/mail/schema.js';
export * from './audience/schema.js';
export * from './box-office/schema.js';
export * from './content/schema.js';
export * from './core/audit/schema.js';
// Tables of a capability's own sub-folder
export * from './door/sales/schema.js';
export * from './door/schema.js';
export * from './operations/schema.js';
export * from './payments/schema.js';
export * from './privacy/schema.js';

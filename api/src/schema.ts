/**
 * The whole database, one PostgreSQL schema (PGlite or a server): every capability's tables, each
 * kept in its own schema.ts (drizzle-kit reads those to generate migrations, api/drizzle). The
 * database client (typed queries) and the backup (every table) need them all at once.
 */
export * from './accounts/schema.js';
export * from './audience/schema.js';
export * from './box-office/schema.js';
export * from './box-office/seating/schema.js';
export * from './content/schema.js';
export * from './core/audit/schema.js';
export * from './core/keys/schema.js';
export * from './core/mail-outbox/schema.js';
export * from './core/schema.js';
export * from './donations/schema.js';
export * from './door/sales/schema.js';
export * from './door/schema.js';
export * from './finance/journal/schema.js';
export * from './finance/schema.js';
export * from './media/schema.js';
export * from './membership/renewals/schema.js';
export * from './payments/schema.js';
export * from './privacy/schema.js';

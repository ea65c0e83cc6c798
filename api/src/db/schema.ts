/**
 * The database, one PostgreSQL schema (PGlite or a server), by area. drizzle-kit reads this file to
 * generate migrations (api/drizzle), so every table is exported from here.
 */
export * from './schema/accounts.js';
export * from './schema/audience.js';
export * from './schema/audit.js';
export * from './schema/content.js';
export * from './schema/door.js';
export * from './schema/mail.js';
export * from './schema/operations.js';
export * from './schema/payments.js';
export * from './schema/privacy.js';
export * from './schema/tickets.js';

import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the site makes for itself, shared by every process through the database: the first process
 * that needs one writes it (INSERT … ON CONFLICT DO NOTHING), every other reads the same.
 */
export const siteKeys = pgTable('site_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  value: text('value').notNull(),
  createdAt: timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The Ed25519 key the tickets' QR payloads are signed with: made once on first use and kept in
 * the database, so every process signs alike and a restored backup keeps printed tickets valid.
 */
export const ticketSigningKeys = pgTable('ticket_signing_keys', {
  id: integer('id').primaryKey(),
  /** PKCS #8, base64 */
  private_key: text('private_key').notNull(),
  /** the raw 32 bytes, base64url: what the door devices get */
  public_key: text('public_key').notNull(),
  createdAt: timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

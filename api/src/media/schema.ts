import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Media's own state: uploads no record refers to yet.

/** Images uploaded through POST /image, until a record refers to them (housekeeping removes the rest). */
export const imageUploads = pgTable('image_uploads', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

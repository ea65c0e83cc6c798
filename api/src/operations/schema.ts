import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Which demo seeders ran (the seed's own state).

/** Which demo seeders started and finished: one that started and never finished is run again. */
export const demoSeedState = pgTable('demo_seed_state', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  done: boolean('done').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

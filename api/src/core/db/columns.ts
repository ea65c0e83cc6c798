import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** A moment, stored with its time zone and read back as a Date (every time column of the house). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A row's required link to the row it belongs to: deleted with it (a share's codes with the share,
 * a plan's charges with the plan), so no row is left pointing at nothing.
 */
export const parentKey = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

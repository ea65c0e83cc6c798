import { type PlanLayout, type SeatKind, venuePlansList } from '@teater/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tikets } from '../../content/schema.js';
import { timestamps } from '../../core/db/content-table.js';
import { listIndexes } from '../../core/db/list-indexes.js';
import { ticketCategories, ticketOrders, tickets } from '../schema.js';

// Reserved seating: venue plans (versioned drawings), a show's seats made from one of them, and the
// seats each order bought.

/**
 * A venue plan as drawn (the layout is the editor's JSON, its seats derived by the contract's
 * `seatsOfLayout`). A plan is never changed once saved: saving an edit writes the next version
 * (`id_previous`), so a show keeps the plan it was sold on.
 */
export const venuePlans = pgTable(
  'venue_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    id_previous: integer('id_previous'),
    layout: jsonb('layout').$type<PlanLayout>().notNull(),
    seat_count: integer('seat_count').notNull(),
    ...timestamps,
  },
  (t) => listIndexes('venue_plans', t, venuePlansList),
);

/** The plan a seated show is sold on (a show without a row here sells general admission). */
// Every table has an `id`: a backup reads each in pages of its ids (operations/snapshot.ts).
export const showPlans = pgTable(
  'show_plans',
  {
    id: serial('id').primaryKey(),
    id_tiket: integer('id_tiket')
      .notNull()
      .references(() => tikets.id, { onDelete: 'cascade' }),
    id_plan: integer('id_plan')
      .notNull()
      .references(() => venuePlans.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('show_plans_show_idx').on(t.id_tiket)],
);

/**
 * A seated show's seats, each in one price zone (a category). `id_order` is the order holding or
 * owning the seat now (null: free): a seat is taken by a conditional UPDATE (`id_order IS NULL`),
 * so two orders can never both get it; the category's `taken` counts the same seats. A seat an
 * admin holds (or the plan never sells) has a `blocked_reason` and is not in its category's count.
 */
export const showSeats = pgTable(
  'show_seats',
  {
    id: serial('id').primaryKey(),
    id_tiket: integer('id_tiket')
      .notNull()
      .references(() => tikets.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    row: text('row').notNull(),
    number: text('number').notNull(),
    kind: text('kind').$type<SeatKind>().notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    id_kategori: integer('id_kategori')
      .notNull()
      // no action (checked at the statement's end): a show's deletion cascades to both in any order
      .references(() => ticketCategories.id),
    id_order: integer('id_order').references(() => ticketOrders.id, { onDelete: 'restrict' }),
    blocked_reason: text('blocked_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('show_seats_place_key').on(t.id_tiket, t.section, t.row, t.number),
    index('show_seats_order_idx').on(t.id_order).where(sql`${t.id_order} IS NOT NULL`),
    index('show_seats_zone_idx').on(t.id_kategori),
    check('show_seats_sold_or_blocked_check', sql`${t.id_order} IS NULL OR ${t.blocked_reason} IS NULL`),
  ],
);

/** The seats an order bought, kept whatever becomes of the order (its tickets name them; a late payment retakes them). */
export const orderSeats = pgTable(
  'order_seats',
  {
    id: serial('id').primaryKey(),
    id_order: integer('id_order')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'restrict' }),
    id_seat: integer('id_seat')
      .notNull()
      .references(() => showSeats.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('order_seats_order_seat_idx').on(t.id_order, t.id_seat),
    index('order_seats_seat_idx').on(t.id_seat),
  ],
);

/** The seat a ticket admits to (a seated show's tickets; general admission tickets have none). */
export const ticketSeats = pgTable(
  'ticket_seats',
  {
    id: serial('id').primaryKey(),
    id_ticket: integer('id_ticket')
      .notNull()
      .references(() => tickets.id, { onDelete: 'restrict' }),
    id_seat: integer('id_seat')
      .notNull()
      .references(() => showSeats.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('ticket_seats_ticket_idx').on(t.id_ticket)],
);

import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../content-table.js';
import { listIndexes } from '../list-indexes.js';
import { users } from './accounts.js';
import { tikets } from './content.js';

// A show's ticket categories, its orders with their seats per category, and the ticket of each seat
// (the show itself is the content table `tikets`).

/**
 * A show's ticket categories (Reguler, Pelajar, VIP …), in `position` order: the first is the
 * spec's category of the show. `taken` counts the seats of paid orders and held ones; orders take
 * seats with a conditional UPDATE (`seats - taken >= n`), and the check below is the last guard:
 * whatever the code does, a category is never oversold.
 */
export const ticketCategories = pgTable(
  'ticket_categories',
  {
    id: serial('id').primaryKey(),
    id_tiket: integer('id_tiket')
      .notNull()
      .references(() => tikets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    /** every seat of the category, sold or not */
    seats: integer('seats').notNull(),
    /** seats of paid and held orders */
    taken: integer('taken').notNull().default(0),
    /** the category's own sales window inside the show's; null: the show's */
    sales_start: timestamp('sales_start', { withTimezone: true, mode: 'date' }),
    sales_end: timestamp('sales_end', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('ticket_categories_show_idx').on(t.id_tiket, t.position),
    check('ticket_categories_seats_check', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.seats}`),
  ],
);

export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: serial('id').primaryKey(),
    id_tiket: integer('id_tiket')
      .notNull()
      .references(() => tikets.id, { onDelete: 'restrict' }),
    /** empty once the account is deleted: the order and its tickets stay valid */
    id_user: integer('id_user').references(() => users.id, { onDelete: 'set null' }),
    nama_user: text('nama_user').notNull(),
    /** the buyer's account e-mail at purchase */
    buyer_email: text('buyer_email'),
    no_telp: text('no_telp').notNull(),
    jumlah_tiket: integer('jumlah_tiket').notNull(),
    total_harga: integer('total_harga').notNull(),
    order_id: text('order_id').notNull(),
    /** pending | paid | expired | cancelled | refund */
    status: text('status').notNull().default('pending'),
    /** whether the order still holds stock */
    holdsStock: boolean('holds_stock').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ticket_code: text('ticket_code'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ticket_orders_order_id_key').on(t.order_id),
    uniqueIndex('ticket_orders_code_key').on(t.ticket_code),
    index('ticket_orders_user_idx').on(t.id_user),
    // The hold sweeps look for pending holds past their expiry: only those rows are indexed.
    index('ticket_orders_pending_hold_idx')
      .on(t.id_tiket, t.expiresAt)
      .where(sql`${t.status} = 'pending' AND ${t.holdsStock}`),
    ...listIndexes('ticket_orders', t, c.ticketOrdersList),
  ],
);

/**
 * The seats an order holds per category, priced when it was placed. A line keeps its category
 * from being deleted: a category with sales stays.
 */
export const ticketOrderLines = pgTable(
  'ticket_order_lines',
  {
    id: serial('id').primaryKey(),
    id_order: integer('id_order')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'restrict' }),
    id_kategori: integer('id_kategori')
      .notNull()
      .references(() => ticketCategories.id, { onDelete: 'restrict' }),
    count: integer('count').notNull(),
    /** the price of one ticket when the order was placed */
    price: integer('price').notNull(),
  },
  (t) => [
    uniqueIndex('ticket_order_lines_order_category_key').on(t.id_order, t.id_kategori),
    index('ticket_order_lines_category_idx').on(t.id_kategori),
  ],
);

/**
 * One admission per seat of a paid order: its own code and QR, admitted once at the door. A ticket
 * admits only while its order is paid (a refund ends it); rows are never deleted with the order.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    id_order: integer('id_order')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'restrict' }),
    /** the show, kept on the ticket for the door's counts */
    id_tiket: integer('id_tiket')
      .notNull()
      .references(() => tikets.id, { onDelete: 'restrict' }),
    /** 1 … the order's count */
    seat: integer('seat').notNull(),
    code: text('code').notNull(),
    id_kategori: integer('id_kategori')
      .notNull()
      .references(() => ticketCategories.id, { onDelete: 'restrict' }),
    /** the category's name at purchase */
    category: text('category').notNull(),
    checked_in_at: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    /** the door device that admitted it first */
    checked_in_device: text('checked_in_device'),
    /** admitting scans: more than one is a conflict (two devices let it in) */
    admissions: integer('admissions').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tickets_code_key').on(t.code),
    // the door's refresh asks for what changed since its last one
    index('tickets_show_updated_idx').on(t.id_tiket, t.updatedAt),
    uniqueIndex('tickets_order_seat_key').on(t.id_order, t.seat),
    index('tickets_show_idx').on(t.id_tiket, t.checked_in_at),
  ],
);

import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../content-table.js';
import { listIndexes } from '../list-indexes.js';
import { users } from './accounts.js';
import { tikets } from './content.js';

// A show's orders and the ticket of each seat (the show itself is the content table `tikets`).

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
    /** the ticket category at purchase */
    category: text('category').notNull(),
    checked_in_at: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tickets_code_key').on(t.code),
    uniqueIndex('tickets_order_seat_key').on(t.id_order, t.seat),
    index('tickets_show_idx').on(t.id_tiket, t.checked_in_at),
  ],
);

import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  type UpdateDeleteAction,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.js';
import { tikets, vouchers } from '../content/schema.js';
import { timestamps } from '../core/db/content-table.js';
import { listIndexes } from '../core/db/list-indexes.js';

// A show's ticket categories, its orders with their seats per category, and the ticket of each seat
// (the show itself is the content table `tikets`).

// The columns by which a row belongs to a show, a category or an order: the door's and the seat
// maps' tables point to them the same way.
export const showReference = (onDelete: UpdateDeleteAction) =>
  integer('id_tiket')
    .notNull()
    .references(() => tikets.id, { onDelete });
export const categoryReference = (onDelete: UpdateDeleteAction) =>
  integer('id_kategori')
    .notNull()
    .references(() => ticketCategories.id, { onDelete });
export const orderReference = (onDelete: UpdateDeleteAction) =>
  integer('id_order')
    .notNull()
    .references(() => ticketOrders.id, { onDelete });

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
    id_tiket: showReference('cascade'),
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
    /** what an active Sahabat pays for a seat; null: the price */
    member_price: integer('member_price'),
    /** active Sahabat may order from this time, before the category's (or show's) sale opens; null: no presale */
    member_sales_start: timestamp('member_sales_start', { withTimezone: true, mode: 'date' }),
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
    id_tiket: showReference('restrict'),
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
    /** when its buyer extended its hold: once an order, never again (decision 034) */
    hold_extended_at: timestamp('hold_extended_at', { withTimezone: true, mode: 'date' }),
    ticket_code: text('ticket_code'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    /** the voucher it used: a use while the order is pending or paid */
    id_voucher: integer('id_voucher').references(() => vouchers.id, { onDelete: 'restrict' }),
    /** the voucher's code as typed, and what it took off `total_harga` (already net) */
    voucher_code: text('voucher_code'),
    discount: integer('discount').notNull().default(0),
    /** where it was sold: the website, or at the door (door_sales has the rest) */
    channel: text('channel', { enum: c.ORDER_CHANNELS }).notNull().default('web'),
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
    // a voucher's uses (total and per account) are counted over its orders
    index('ticket_orders_voucher_idx').on(t.id_voucher, t.id_user).where(sql`${t.id_voucher} IS NOT NULL`),
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
    id_order: orderReference('restrict'),
    id_kategori: categoryReference('restrict'),
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
    id_order: orderReference('restrict'),
    /** the show, kept on the ticket for the door's counts */
    id_tiket: showReference('restrict'),
    /** 1 … the order's count */
    seat: integer('seat').notNull(),
    code: text('code').notNull(),
    id_kategori: categoryReference('restrict'),
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

/**
 * A member waiting for seats of a sold-out category, in order of joining (id). Seats that come
 * back are offered to the first whose quantity fits: the entry is `offered`, its seats are counted
 * in the category's `taken` (a hold, like a pending order's) until `offer_expires_at`, and it
 * either becomes an order (`claimed`) or lapses and the seats pass on (api/src/box-office/waitlist/offers.ts).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    id_tiket: showReference('cascade'),
    id_kategori: categoryReference('cascade'),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the account's name and e-mail when it joined (the admins' list searches them) */
    buyer_name: text('buyer_name').notNull(),
    buyer_email: text('buyer_email').notNull(),
    quantity: integer('quantity').notNull(),
    /** waiting | offered | claimed | lapsed | left | removed */
    status: text('status', { enum: c.WAITLIST_STATUSES }).notNull().default('waiting'),
    /** how long an offer holds its seats, fixed when the entry joined (WAITLIST_OFFER_MINUTES) */
    offer_minutes: integer('offer_minutes').notNull(),
    offered_at: timestamp('offered_at', { withTimezone: true, mode: 'date' }),
    offer_expires_at: timestamp('offer_expires_at', { withTimezone: true, mode: 'date' }),
    /** the order a claimed offer became */
    id_order: integer('id_order').references(() => ticketOrders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // one live entry per member and category
    uniqueIndex('waitlist_entries_live_key')
      .on(t.id_kategori, t.id_user)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    // the line of a category, in order of joining
    index('waitlist_entries_line_idx').on(t.id_kategori, t.id).where(sql`${t.status} = 'waiting'`),
    // offers past their time, for the sweep
    index('waitlist_entries_offer_idx').on(t.offer_expires_at).where(sql`${t.status} = 'offered'`),
    index('waitlist_entries_user_idx').on(t.id_user),
    ...listIndexes('waitlist_entries', t, c.waitlistList),
    check(
      'waitlist_entries_quantity_check',
      sql`${t.quantity} BETWEEN 1 AND ${sql.raw(String(c.MAX_WAITLIST_QUANTITY))}`,
    ),
  ],
);

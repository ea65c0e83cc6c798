import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/schema.js';
import { categoryReference, orderReference, showReference, ticketOrders } from '../../box-office/schema.js';
import { showSeats } from '../../box-office/seating/schema.js';
import { instant, parentKey } from '../../core/db/columns.js';
import { doorPasses } from '../schema.js';

// Selling at the door (issue 44): the seats set aside for the door, each device's share of them
// for selling without a connection, and the till's shifts.

/**
 * Seats of one category set aside for the door. They are counted in the category's `taken` from
 * the moment they are set aside, so the online shop (every path that reads `seats - taken`)
 * never sells them; a door sale takes its seats from here and leaves `taken` as it is. `shared`
 * seats are given to devices (door_shares), `pool_sold` were sold online from the rest; the check
 * keeps both within the quota. At `release_at` what is unsold goes back to online sale.
 */
export const doorQuotas = pgTable(
  'door_quotas',
  {
    id: serial('id').primaryKey(),
    id_tiket: showReference('cascade'),
    id_kategori: categoryReference('cascade'),
    seats: integer('seats').notNull(),
    shared: integer('shared').notNull().default(0),
    pool_sold: integer('pool_sold').notNull().default(0),
    release_at: instant('release_at'),
    released_at: instant('released_at'),
    updatedAt: instant('updatedAt').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('door_quotas_category_key').on(t.id_kategori),
    index('door_quotas_show_idx').on(t.id_tiket),
    check(
      'door_quotas_seats_check',
      sql`${t.shared} >= 0 AND ${t.pool_sold} >= 0 AND ${t.shared} + ${t.pool_sold} <= ${t.seats}`,
    ),
  ],
);

/**
 * A device's own share of a quota: what it may sell with no signal, decided on the device. The
 * shares of one quota never add up to more than it (door_quotas' check), and the server takes an
 * offline sale only within its device's share, so two devices offline cannot oversell.
 */
export const doorShares = pgTable(
  'door_shares',
  {
    id: serial('id').primaryKey(),
    id_quota: parentKey('id_quota', () => doorQuotas.id),
    id_user: parentKey('id_user', () => users.id),
    device_id: text('device_id').notNull(),
    seats: integer('seats').notNull(),
    sold: integer('sold').notNull().default(0),
    updatedAt: instant('updatedAt').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('door_shares_device_key').on(t.id_quota, t.id_user, t.device_id),
    check('door_shares_sold_check', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.seats}`),
  ],
);

/**
 * A till shift on one device: opened with a cash float, closed with the cash counted. On closing,
 * what the till should hold (float + cash sales - cash refunds) and the difference are kept.
 */
export const doorShifts = pgTable(
  'door_shifts',
  {
    id: serial('id').primaryKey(),
    id_tiket: showReference('restrict'),
    id_user: integer('id_user').references(() => users.id, { onDelete: 'set null' }),
    id_pass: integer('id_pass').references(() => doorPasses.id, { onDelete: 'set null' }),
    /** the person's name then: the shift outlives the account */
    staff_name: text('staff_name').notNull(),
    device_id: text('device_id').notNull(),
    device_name: text('device_name').notNull(),
    float: integer('float').notNull(),
    opened_at: instant('opened_at').notNull().defaultNow(),
    closed_at: instant('closed_at'),
    expected: integer('expected'),
    counted: integer('counted'),
    difference: integer('difference'),
  },
  (t) => [
    index('door_shifts_show_idx').on(t.id_tiket, t.opened_at),
    // one open shift per person and device
    uniqueIndex('door_shifts_open_key').on(t.id_user, t.device_id).where(sql`${t.closed_at} IS NULL`),
  ],
);

/**
 * A sale at the door: the order it made (channel `door`), kept once per `sale_key`, the device's
 * own id for the sale (an upload sent twice makes one order). Who sold it, on which shift, from
 * which share, paid how (cash with the amount received, or QRIS), and its refund at the door.
 */
export const doorSales = pgTable(
  'door_sales',
  {
    id: serial('id').primaryKey(),
    sale_key: text('sale_key').notNull(),
    id_order: orderReference('restrict'),
    id_tiket: showReference('restrict'),
    id_shift: integer('id_shift')
      .notNull()
      .references(() => doorShifts.id, { onDelete: 'restrict' }),
    /** the device's share the seats came from; null: the quota's unshared rest (online only) */
    id_share: integer('id_share').references(() => doorShares.id, { onDelete: 'set null' }),
    method: text('method', { enum: ['cash', 'qris'] }).notNull(),
    /** cash handed over by the buyer (change = received - total) */
    received: integer('received'),
    id_user: integer('id_user').references(() => users.id, { onDelete: 'set null' }),
    staff_name: text('staff_name').notNull(),
    device_id: text('device_id').notNull(),
    /** decided on the device without a connection */
    offline: boolean('offline').notNull().default(false),
    sold_at: instant('sold_at').notNull(),
    received_at: instant('received_at').notNull().defaultNow(),
    /** refunded at the door (cash out), and on which shift */
    refunded_at: instant('refunded_at'),
    id_refund_shift: integer('id_refund_shift').references(() => doorShifts.id, { onDelete: 'restrict' }),
    /** voided at the till within its own shift (a mistake undone): its cash never counted */
    voided_at: instant('voided_at'),
  },
  (t) => [
    uniqueIndex('door_sales_key').on(t.sale_key),
    uniqueIndex('door_sales_order_key').on(t.id_order),
    index('door_sales_shift_idx').on(t.id_shift),
    index('door_sales_show_idx').on(t.id_tiket, t.sold_at),
  ],
);

/**
 * Tickets signed ahead for a device's share (decision 033): one code per seat of the share, its
 * QR signed by the server when the share is given, so a sale decided with no signal shows the
 * buyer a QR every door admits. The sale's upload names the codes it used; its tickets take them.
 */
export const doorShareCodes = pgTable(
  'door_share_codes',
  {
    id: serial('id').primaryKey(),
    id_share: parentKey('id_share', () => doorShares.id),
    code: text('code').notNull(),
    /** the sale that used it; null: still the device's to show */
    id_sale: integer('id_sale').references(() => doorSales.id, { onDelete: 'set null' }),
    createdAt: instant('createdAt').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('door_share_codes_code_key').on(t.code), index('door_share_codes_share_idx').on(t.id_share)],
);

/**
 * A seated show's seats set aside for the door (decision 037). While unsold the seat is held off
 * online sale (`show_seats.blocked_reason = 'door'`, out of its zone's count, as any admin hold);
 * a device's share names it (`id_user` + `device_id`, null: the door's rest), given under a row
 * lock, so no seat is ever two devices'. A door sale takes it (`id_order`) only if it is unsold
 * and, offline, its device's own. At `release_at` the unsold rest returns to online sale.
 */
export const doorSeats = pgTable(
  'door_seats',
  {
    id: serial('id').primaryKey(),
    id_tiket: showReference('cascade'),
    id_seat: parentKey('id_seat', () => showSeats.id),
    id_user: integer('id_user').references(() => users.id, { onDelete: 'set null' }),
    device_id: text('device_id'),
    /** its ticket signed ahead while a device holds it (decision 033): shown at once when sold offline */
    code: text('code'),
    /** the door sale's order that took it; null: still the door's to sell */
    id_order: integer('id_order').references(() => ticketOrders.id, { onDelete: 'restrict' }),
    release_at: instant('release_at'),
    updatedAt: instant('updatedAt').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('door_seats_seat_key').on(t.id_seat),
    uniqueIndex('door_seats_code_key').on(t.code),
    index('door_seats_show_idx').on(t.id_tiket),
    index('door_seats_device_idx').on(t.id_user, t.device_id),
  ],
);

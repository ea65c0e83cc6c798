import { privacyMessages } from '@teater/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import { whatsappMessages, whatsappSandbox } from '../audience/schema.js';
import { cancelHoldsOf } from '../box-office/index.js';
import { ticketOrders } from '../box-office/schema.js';
import { tikets } from '../content/schema.js';
import type { Tx } from '../core/db/client.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { rateLimits } from '../core/schema.js';
import { donations, monthlyGifts } from '../donations/schema.js';
import { doorSales, doorSeats, doorShifts } from '../door/sales/schema.js';
import { doorScans } from '../door/schema.js';
import { erasePlansOf } from '../membership/index.js';
import { recurringPlans } from '../membership/renewals/schema.js';
import { payments } from '../payments/schema.js';
import { eraseFromAudit } from './audit-erasure.js';

type Account = typeof users.$inferSelect;

/** What a deletion did, for its final mail and the caller. */
export interface Erased {
  /** unpaid orders whose held seats went back on sale */
  released: number;
  /** payments and orders kept for the books */
  kept: number;
  /** paid tickets for shows to come, which keep the buyer's name until the show */
  futureTickets: number;
}

/**
 * How deleting an account treats each table holding personal data (DESIGN.md "Data"). `cascade`:
 * the rows go with the account through their foreign key (the schema test checks the key says so);
 * `keep`: left as they are for the reason given, until their retention ends.
 */
export type ErasureStep =
  | {
      table: string;
      how: 'delete' | 'anonymise';
      run(tx: Tx, account: Account, now: Date, done: Erased): Promise<void>;
    }
  | { table: string; how: 'cascade' }
  | { table: string; how: 'keep'; why: string };

/** A payment kept for the books without who paid: the gifts' payments and the account's own. */
const anonymousPayment = (now: Date) => ({ buyer_name: null, buyer_email: null, id_user: null, updatedAt: now });

const paidForComingShow = (now: Date) =>
  and(
    eq(ticketOrders.status, 'paid'),
    inArray(
      ticketOrders.id_tiket,
      sql`(SELECT ${tikets.id} FROM ${tikets} WHERE ${tikets.tanggal_pertujukan} > ${now.toISOString()}::timestamptz)`,
    ),
  );

/** Tables whose rows go with the account through their foreign key (`cascade`). */
const goWithTheAccount = (...tables: string[]): ErasureStep[] => tables.map((table) => ({ table, how: 'cascade' }));

/**
 * The door's books (scans, shifts, sales) stay for their counts; the staff member who kept them is
 * named there no more.
 */
const staffNameForgotten = (
  table: string,
  rows: typeof doorScans | typeof doorShifts | typeof doorSales,
): ErasureStep => ({
  table,
  how: 'anonymise',
  async run(tx, account) {
    await tx.update(rows).set({ staff_name: privacyMessages.deletedName }).where(eq(rows.id_user, account.id));
  },
});

/**
 * The deletion routine, in order, all in one transaction. A new table holding personal data joins
 * here (and in export-sources.ts and the retention table), or the schema test fails.
 */
export const erasureSteps: ErasureStep[] = [
  {
    table: 'audit_log',
    how: 'anonymise',
    // first: it finds the entries about the person's orders and payments by their account, which
    // the next steps unlink; the entries stay, without the name and e-mail (audit-erasure.ts)
    run: (tx, account) => eraseFromAudit(tx, account),
  },
  {
    table: 'ticket_orders',
    how: 'anonymise',
    // Unpaid holds end now; e-mail and phone go at once; the name stays only on paid tickets for
    // shows to come (the door needs it) until the show has passed (retention `ticketNames`).
    async run(tx, account, now, done) {
      done.released = await cancelHoldsOf(tx, account.id);
      const coming = await tx
        .select({ id: ticketOrders.id, n: ticketOrders.jumlah_tiket })
        .from(ticketOrders)
        .where(and(eq(ticketOrders.id_user, account.id), paidForComingShow(now)));
      done.futureTickets = coming.reduce((sum, order) => sum + order.n, 0);
      const comingIds = coming.map((order) => order.id);
      const orders = await tx
        .update(ticketOrders)
        .set({
          buyer_email: null,
          no_telp: '',
          nama_user: comingIds.length
            ? sql`CASE WHEN ${inArray(ticketOrders.id, comingIds)} THEN ${ticketOrders.nama_user} ELSE ${privacyMessages.deletedName} END`
            : privacyMessages.deletedName,
          id_user: null,
          updatedAt: now,
        })
        .where(eq(ticketOrders.id_user, account.id))
        .returning({ id: ticketOrders.id });
      done.kept += orders.length;
    },
  },
  {
    table: 'donations',
    how: 'anonymise',
    // before payments (which unlinks the account): the gifts stay for the books and the campaign's
    // total, without the donor's name, e-mail or message; their payments lose buyer and e-mail too
    async run(tx, account, now, done) {
      const gifts = await tx
        .update(donations)
        .set({ donor_name: null, donor_email: null, message: null, id_user: null, updatedAt: now })
        .where(eq(donations.id_user, account.id))
        .returning({ order_id: donations.order_id });
      if (gifts.length === 0) return;
      await tx
        .update(payments)
        .set(anonymousPayment(now))
        .where(
          inArray(
            payments.order_id,
            gifts.map((gift) => gift.order_id),
          ),
        );
      done.kept += gifts.length;
    },
  },
  {
    table: 'payments',
    how: 'anonymise',
    async run(tx, account, now, done) {
      const kept = await tx
        .update(payments)
        .set(anonymousPayment(now))
        .where(eq(payments.id_user, account.id))
        .returning({ id: payments.id });
      done.kept += kept.length;
    },
  },
  {
    table: 'monthly_gifts',
    how: 'anonymise',
    // before the plans lose their account: the wall message goes, the wishes stay with the stopped plan
    async run(tx, account, now) {
      await tx
        .update(monthlyGifts)
        .set({ message: null, updatedAt: now })
        .where(
          inArray(
            monthlyGifts.plan_id,
            tx.select({ id: recurringPlans.id }).from(recurringPlans).where(eq(recurringPlans.id_user, account.id)),
          ),
        );
    },
  },
  {
    table: 'recurring_plans',
    how: 'anonymise',
    // the gateway was told first (deleteAccount: forgetPlansOf); here the saved method goes and a
    // live plan stops; amounts and dates stay with the payments they made
    run: (tx, account, now) => erasePlansOf(tx, account.id, now),
  },
  {
    table: 'mail_outbox',
    how: 'delete',
    async run(tx, account) {
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = lower(${account.email})`);
    },
  },
  {
    table: 'whatsapp_sandbox',
    how: 'delete',
    // the sandbox's copies of this account's messages, before the messages go with the account
    async run(tx, account) {
      await tx
        .delete(whatsappSandbox)
        .where(
          inArray(
            whatsappSandbox.wamid,
            sql`(SELECT ${whatsappMessages.wamid} FROM ${whatsappMessages} WHERE ${whatsappMessages.user_id} = ${account.id} AND ${whatsappMessages.wamid} IS NOT NULL)`,
          ),
        );
    },
  },
  {
    table: 'rate_limits',
    how: 'delete',
    async run(tx, account) {
      await tx.delete(rateLimits).where(sql`${rateLimits.key} LIKE ${`%|${account.email.replace(/[\\%_]/g, '\\$&')}`}`);
    },
  },
  staffNameForgotten('door_scans', doorScans),
  staffNameForgotten('door_shifts', doorShifts),
  staffNameForgotten('door_sales', doorSales),
  {
    // the door's seats a device of theirs held: the sold ones keep their sale, the unsold ones go
    // back to the door's pool with their signed codes dropped (the device is gone with the account)
    table: 'door_seats',
    how: 'anonymise',
    async run(tx, account) {
      await tx
        .update(doorSeats)
        .set({
          id_user: null,
          device_id: null,
          code: sql`CASE WHEN ${doorSeats.id_order} IS NULL THEN NULL ELSE ${doorSeats.code} END`,
        })
        .where(eq(doorSeats.id_user, account.id));
    },
  },
  ...goWithTheAccount(
    'door_shares',
    'door_passes',
    // after ticket_orders' step, whose cancelHoldsOf ended the account's offers (seats passed on)
    'waitlist_entries',
    'announcement_recipients',
    'whatsapp_numbers',
    'whatsapp_messages',
    'consents',
    'sessions',
    'second_factors',
    'recovery_codes',
    'known_devices',
    'auth_challenges',
    'password_resets',
  ),
  {
    table: 'users',
    how: 'delete',
    async run(tx, account) {
      await tx.delete(users).where(eq(users.id, account.id));
    },
  },
];

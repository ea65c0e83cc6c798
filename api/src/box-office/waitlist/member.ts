import { categoryMessages, isSubscriptionActive, waitlistMessages as m } from '@teater/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../accounts/index.js';
import { tikets } from '../../content/schema.js';
import { auditIfStaff } from '../../core/audit/record.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/http-error.js';
import { newOrderId } from '../../payments/index.js';
import type { Placed } from '../order-payment.js';
import { refusalOf } from '../order-refusals.js';
import { ticketCategories, ticketOrders, waitlistEntries } from '../schema.js';
import { type NewTicketOrder, placeOrder } from '../seat-placement.js';
import { showPlans } from '../seating/schema.js';
import { takeVoucher } from '../vouchers.js';
import { lockEntry, releaseHold } from './offers.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A member joins a category's waiting list for `quantity` seats: only while the show is on sale and
 * the category has fewer seats left than that (otherwise they can simply order). The category's row
 * is locked meanwhile, so no seats come back (and go unoffered) between the check and the entry.
 * Returns the new entry's id. A staff account's entry is in the audit log.
 */
export async function joinWaitlist(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: SessionUser,
  want: { id_kategori: number; quantity: number },
): Promise<number> {
  const now = new Date().toISOString();
  return app.db.transaction(async (tx) => {
    const [category] = rowsOf<{ id: number; id_tiket: number; left: number; out: boolean; selling: boolean }>(
      await tx.execute(sql`
        SELECT c.id, c.id_tiket, c.seats - c.taken AS left,
          NOT s.draft AND (s.published_at IS NULL OR s.published_at <= ${now}::timestamptz) AS out,
          s.tanggal_selesai_penjualan > ${now}::timestamptz AND s.tanggal_pertujukan > ${now}::timestamptz
            AND coalesce(c.sales_end > ${now}::timestamptz, true)
            -- a seated show sells chosen seats: no waiting list by count
            AND NOT EXISTS (SELECT 1 FROM ${showPlans} p WHERE p.id_tiket = s.id) AS selling
        FROM ${ticketCategories} c JOIN ${tikets} s ON s.id = c.id_tiket
        WHERE c.id = ${want.id_kategori}::int
        FOR UPDATE OF c
      `),
    );
    if (!category?.out) throw notFound(categoryMessages.notFound);
    if (!category.selling) throw badRequest(m.notSelling, { id_kategori: m.notSelling });
    if (category.left >= want.quantity) throw conflict(m.seatsAvailable, { quantity: m.seatsAvailable });
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.id_kategori, category.id),
          eq(waitlistEntries.id_user, caller.id),
          inArray(waitlistEntries.status, ['waiting', 'offered']),
        ),
      );
    if (already) throw conflict(m.alreadyIn, { id_kategori: m.alreadyIn });
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        id_tiket: category.id_tiket,
        id_kategori: category.id,
        id_user: caller.id,
        buyer_name: caller.name,
        buyer_email: caller.email,
        quantity: want.quantity,
        offer_minutes: app.config.WAITLIST_OFFER_MINUTES,
      })
      .returning();
    if (!entry) throw new Error('waiting-list entry not written');
    await auditIfStaff(tx, request, { resource: 'waitlist_entries', id: entry.id, action: 'create', after: entry });
    return entry.id;
  });
}

/**
 * The seats of an offer become the member's order, with their name, phone and a voucher if they
 * have one: in one transaction the voucher is taken, the category and the entry are locked (that
 * order), the hold is given back and at once placed as an order (the same statement as any order:
 * prices, Sahabat price, windows), and the entry is marked bought. Anything refused leaves the
 * offer as it was. A staff account's order is in the audit log, as any staff order is.
 */
export async function claimOffer(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: SessionUser,
  entryId: number,
  body: { nama_user: string; no_telp: string; voucher?: string },
): Promise<{ wanted: NewTicketOrder; placed: Placed }> {
  const now = new Date();
  return app.db.transaction(async (tx) => {
    const [peek] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!peek) throw notFound(m.notFound);
    if (peek.id_user !== caller.id) throw forbidden(m.notYours);
    const wanted: NewTicketOrder = {
      tiketId: peek.id_tiket,
      lines: [{ id: peek.id_kategori, count: peek.quantity }],
      userId: caller.id,
      nama_user: body.nama_user,
      buyer: { name: caller.name, email: caller.email },
      no_telp: body.no_telp,
      order_id: newOrderId('ticket', caller.id),
      expiresAt: new Date(now.getTime() + app.config.TICKET_HOLD_MINUTES * 60_000),
      now,
      member: isSubscriptionActive(caller.subscription_time, now),
    };
    const voucher = body.voucher ? await takeVoucher(tx, { ...wanted, code: body.voucher }) : undefined;
    const entry = await lockEntry(tx, entryId);
    if (entry?.status !== 'offered') throw conflict(m.offerGone);
    if ((entry.offer_expires_at?.getTime() ?? 0) <= now.getTime()) throw conflict(m.offerExpired);
    await releaseHold(tx, entry);
    const placement = await placeOrder(tx, { ...wanted, voucher });
    if (placement.result !== 'placed') throw refusalOf[placement.result]();
    const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.order_id, wanted.order_id));
    await auditIfStaff(tx, request, { resource: 'ticket_orders', id: order?.id, action: 'create', after: order });
    await tx
      .update(waitlistEntries)
      .set({ status: 'claimed', id_order: order?.id ?? null, updatedAt: now })
      .where(eq(waitlistEntries.id, entry.id));
    return { wanted, placed: placement };
  });
}

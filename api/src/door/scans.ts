import { type Device, isShortCode, normalizeTicketCode, parseSignedTicket, type Scan } from '@teater/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ticketOrders, tickets } from '../box-office/schema.js';
import { audit } from '../core/audit/record.js';
import type { Db, Tx } from '../core/db/client.js';
import { doorScans } from './schema.js';

/** Who scanned: the account (its name then), the device it scanned on, and the call (for the audit log). */
export interface Scanner {
  userId: number;
  staff: string;
  device: Device;
  request: FastifyRequest;
}

type ScannedTicket = { id: number; id_order: number; orderStatus: string; orderChangedAt: Date };

/** The ticket a scanned text names for this show: a short code or a signed payload's code. */
async function ticketOf(tx: Tx, text: string, showId: number): Promise<ScannedTicket | undefined> {
  const code = parseSignedTicket(text)?.code ?? normalizeTicketCode(text);
  if (!isShortCode(code)) return undefined;
  const [found] = await tx
    .select({
      id: tickets.id,
      id_order: tickets.id_order,
      orderStatus: ticketOrders.status,
      orderChangedAt: ticketOrders.updatedAt,
    })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.id_order))
    .where(and(eq(tickets.code, code), eq(tickets.id_tiket, showId)));
  return found;
}

/**
 * An admission the door already made: the ticket counts it, keeps its earliest time and device,
 * and the order its first admission. Answers the conflict it makes: a second admission ('double'),
 * or one after the order stopped being valid ('revoked').
 */
async function admit(tx: Tx, ticket: ScannedTicket, at: Date, device: string) {
  const [before] = await tx
    .select({
      checked_in_at: tickets.checked_in_at,
      checked_in_device: tickets.checked_in_device,
      admissions: tickets.admissions,
    })
    .from(tickets)
    .where(eq(tickets.id, ticket.id))
    .for('update');
  const when = sql`${at.toISOString()}::timestamptz`;
  const earlier = sql`(${tickets.checked_in_at} IS NULL OR ${tickets.checked_in_at} > ${when})`;
  const [counted] = await tx
    .update(tickets)
    .set({
      admissions: sql`${tickets.admissions} + 1`,
      checked_in_device: sql`CASE WHEN ${earlier} THEN ${device} ELSE ${tickets.checked_in_device} END`,
      checked_in_at: sql`CASE WHEN ${earlier} THEN ${when} ELSE ${tickets.checked_in_at} END`,
      updatedAt: new Date(),
    })
    .where(eq(tickets.id, ticket.id))
    .returning({
      checked_in_at: tickets.checked_in_at,
      checked_in_device: tickets.checked_in_device,
      admissions: tickets.admissions,
    });
  await tx
    .update(ticketOrders)
    .set({ checkedInAt: sql`LEAST(COALESCE(${ticketOrders.checkedInAt}, ${when}), ${when})` })
    .where(eq(ticketOrders.id, ticket.id_order));
  const conflict =
    (counted?.admissions ?? 0) > 1
      ? ('double' as const)
      : ticket.orderStatus !== 'paid' && ticket.orderChangedAt < at
        ? ('revoked' as const)
        : null;
  return { conflict, before, after: counted };
}

/**
 * An admission made by a ticket's signature before its sale reached us (an offline door sale,
 * decision 033), counted now that the ticket exists. Answers the ticket and the conflict it makes.
 */
export async function admitScanned(tx: Tx, text: string, showId: number, at: Date, device: string) {
  const ticket = await ticketOf(tx, text, showId);
  if (!ticket) return null;
  const { conflict, before, after } = await admit(tx, ticket, at, device);
  return { ticketId: ticket.id, conflict, before, after };
}

/** One scan, stored once by its id; an admission also counts on its ticket. Answers whether it conflicts. */
async function recordScan(tx: Tx, scanner: Scanner, scan: Scan): Promise<boolean> {
  const ticket = await ticketOf(tx, scan.code, scan.showId);
  const scannedAt = new Date(scan.scannedAt);
  const [stored] = await tx
    .insert(doorScans)
    .values({
      scan_id: scan.id,
      id_tiket: scan.showId,
      id_ticket: ticket?.id ?? null,
      code: scan.code,
      result: scan.result,
      device_id: scanner.device.id,
      device_name: scanner.device.name,
      id_user: scanner.userId,
      staff_name: scanner.staff,
      scanned_at: scannedAt,
    })
    .onConflictDoNothing({ target: doorScans.scan_id })
    .returning({ id: doorScans.id });
  // Stored before: this is a retry of an upload whose answer was lost, and changes nothing.
  if (!stored) return false;
  const summary = `${scan.code.slice(0, 40)} · ${scanner.device.name}`;
  if (scan.result !== 'admitted' || !ticket) {
    await audit(tx, scanner.request, {
      resource: 'door_scans',
      id: stored.id,
      action: 'checkin',
      after: { result: scan.result, scan_id: scan.id, scanned_at: scannedAt, device: scanner.device.name },
      summary,
    });
    return false;
  }
  const { conflict, before, after } = await admit(tx, ticket, scannedAt, scanner.device.name);
  if (conflict) await tx.update(doorScans).set({ conflict }).where(eq(doorScans.id, stored.id));
  await audit(tx, scanner.request, {
    resource: 'tickets',
    id: ticket.id,
    action: 'checkin',
    before: before ?? null,
    after: after ? { ...after, scan_id: scan.id, conflict } : null,
    summary,
  });
  return conflict !== null;
}

/**
 * A device's upload, in the order the scans happened, all of it or nothing: the door already let
 * these people in (or turned them away), so the server records it as it was (pretix's `force`)
 * and reports the conflicts instead of refusing them.
 */
export function recordScans(db: Db, scanner: Scanner, scans: Scan[]) {
  return db.transaction(async (tx) => {
    let conflicts = 0;
    for (const scan of scans) if (await recordScan(tx, scanner, scan)) conflicts++;
    return { acknowledged: scans.map((scan) => scan.id), conflicts };
  });
}

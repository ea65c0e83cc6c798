import { doorSalesMessages, normalizeTicketCode, type OfflineTicket, parseSignedTicket } from '@teater/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newTicketCode } from '../../box-office/index.js';
import { tikets } from '../../content/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db, Tx } from '../../core/db/client.js';
import { badRequest } from '../../core/http-error.js';
import { ticketSignerOf } from '../../core/keys/ticket-signing.js';
import { admitScanned } from '../scans.js';
import { doorScans } from '../schema.js';
import { doorQuotas, doorShareCodes, doorShares } from './schema.js';

/**
 * Tickets signed ahead for a device's offline share (decision 033). Each stands alone at the door
 * (seat 1 of 1 in its signed claim): the device shows it the moment it sells with no signal, any
 * door verifies its signature, and the sale's upload gives its tickets these codes.
 */

/** `n` new codes for a share: one per seat it was given. */
export async function mintCodes(tx: Tx, shareId: number, n: number) {
  if (n <= 0) return;
  await tx
    .insert(doorShareCodes)
    .values(Array.from({ length: n }, () => ({ id_share: shareId, code: newTicketCode() })));
}

/** A device's unused signed tickets for a show, by category, for its own till only. */
export async function offlineTicketsOf(
  db: Db,
  owner: { userId: number; deviceId: string },
  showId: number,
): Promise<OfflineTicket[]> {
  const rows = await db
    .select({ categoryId: doorQuotas.id_kategori, code: doorShareCodes.code, startsAt: tikets.tanggal_pertujukan })
    .from(doorShareCodes)
    .innerJoin(doorShares, eq(doorShares.id, doorShareCodes.id_share))
    .innerJoin(doorQuotas, eq(doorQuotas.id, doorShares.id_quota))
    .innerJoin(tikets, eq(tikets.id, doorQuotas.id_tiket))
    .where(
      and(
        eq(doorShares.id_user, owner.userId),
        eq(doorShares.device_id, owner.deviceId),
        eq(doorQuotas.id_tiket, showId),
        isNull(doorShareCodes.id_sale),
      ),
    )
    .orderBy(asc(doorQuotas.id_kategori), asc(doorShareCodes.id));
  if (rows.length === 0) return [];
  const signer = await ticketSignerOf(db);
  return rows.map(({ categoryId, code, startsAt }) => ({
    categoryId,
    code,
    qr: signer.payloadOf({ code, showId, seat: 1, of: 1, startsAt: Math.floor(startsAt.getTime() / 1000) }),
  }));
}

/** The sale takes the codes it showed: each an unused code of the share its seats came from, or 400. */
export async function claimCodes(tx: Tx, shareId: number, saleId: number, codes: readonly string[]) {
  if (codes.length === 0) return;
  const claimed = await tx
    .update(doorShareCodes)
    .set({ id_sale: saleId })
    .where(
      and(
        eq(doorShareCodes.id_share, shareId),
        inArray(doorShareCodes.code, [...codes]),
        isNull(doorShareCodes.id_sale),
      ),
    )
    .returning({ id: doorShareCodes.id });
  if (claimed.length !== new Set(codes).size || claimed.length !== codes.length) {
    throw badRequest(doorSalesMessages.codesUnknown, { codes: doorSalesMessages.codesUnknown });
  }
}

/** The codes a share no longer needs (its shift closed): they are never shown again. */
export async function voidUnusedCodes(tx: Tx, shareId: number) {
  await tx.delete(doorShareCodes).where(and(eq(doorShareCodes.id_share, shareId), isNull(doorShareCodes.id_sale)));
}

/**
 * Admissions the doors made by these tickets' signatures before the sale arrived: the scans
 * were stored with no ticket to count on, and now count on theirs.
 */
export async function admitEarlierScans(tx: Tx, request: FastifyRequest, showId: number, codes: readonly string[]) {
  if (codes.length === 0) return;
  const waiting = await tx
    .select()
    .from(doorScans)
    .where(and(eq(doorScans.id_tiket, showId), eq(doorScans.result, 'admitted'), isNull(doorScans.id_ticket)))
    .orderBy(asc(doorScans.scanned_at))
    .for('update');
  const wanted = new Set(codes);
  for (const scan of waiting) {
    const code = parseSignedTicket(scan.code)?.code ?? normalizeTicketCode(scan.code);
    if (!wanted.has(code)) continue;
    const admitted = await admitScanned(tx, scan.code, showId, scan.scanned_at, scan.device_name);
    if (!admitted) continue;
    const { ticketId, conflict, before, after } = admitted;
    await tx.update(doorScans).set({ id_ticket: ticketId, conflict }).where(eq(doorScans.id, scan.id));
    await audit(tx, request, {
      resource: 'tickets',
      id: ticketId,
      action: 'checkin',
      before: before ?? null,
      after: after ? { ...after, scan_id: scan.scan_id, conflict } : null,
      summary: `${code} · ${scan.device_name}`,
    });
  }
}

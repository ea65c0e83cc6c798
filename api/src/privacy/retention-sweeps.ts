import { privacyMessages } from '@teater/contract';
import { and, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { authChallenges, knownDevices, passwordResets, sessions } from '../accounts/schema.js';
import { announcementRecipients, whatsappMessages, whatsappSandbox } from '../audience/schema.js';
import { ticketOrderLines, ticketOrders, tickets } from '../box-office/schema.js';
import { tikets } from '../content/schema.js';
import { auditLog } from '../core/audit/schema.js';
import type { Config } from '../core/config.js';
import type { Db } from '../core/db/client.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { rateLimits } from '../core/schema.js';
import { doorScans } from '../door/schema.js';
import { payments } from '../payments/schema.js';
import { LOGIN_ACTIONS } from './export-sources.js';
import { cutoffOf, type RetentionKind, type RetentionRule, retentionTable } from './retention.js';

/** Removes (or anonymises) the records of a kind that are past their period; answers how many. */
export type Sweep = (db: Db, cutoff: Date, now: Date) => Promise<number>;

const counted = async (rows: Promise<unknown[]>) => (await rows).length;

/** The audit log refuses deletes except a purge that says so in its transaction (migration 0015). */
const purgeAudit = (db: Db, where: ReturnType<typeof and>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL teater.audit_purge = 'on'`);
    return counted(tx.delete(auditLog).where(where).returning({ id: auditLog.id }));
  });

/** Orders older than the bookkeeping period, and what hangs on them: tickets, seats, their payments. */
async function dropOldBooks(db: Db, cutoff: Date) {
  return db.transaction(async (tx) => {
    const old = sql`(SELECT ${ticketOrders.id} FROM ${ticketOrders} WHERE ${ticketOrders.createdAt} < ${cutoff.toISOString()}::timestamptz)`;
    const oldTickets = sql`(SELECT ${tickets.id} FROM ${tickets} WHERE ${inArray(tickets.id_order, old)})`;
    await tx.delete(doorScans).where(inArray(doorScans.id_ticket, oldTickets));
    await tx.delete(tickets).where(inArray(tickets.id_order, old));
    await tx.delete(ticketOrderLines).where(inArray(ticketOrderLines.id_order, old));
    const orders = await counted(
      tx.delete(ticketOrders).where(lt(ticketOrders.createdAt, cutoff)).returning({ id: ticketOrders.id }),
    );
    return (
      orders + (await counted(tx.delete(payments).where(lt(payments.createdAt, cutoff)).returning({ id: payments.id })))
    );
  });
}

/** Mails past their period (and a deleted account's final mail once sent), WhatsApp's likewise. */
async function dropOldMails(db: Db, cutoff: Date) {
  const mails = await counted(
    db
      .delete(mailOutbox)
      .where(
        or(
          lt(mailOutbox.createdAt, cutoff),
          and(sql`${mailOutbox.kind} = 'account-deleted'`, sql`${mailOutbox.status} = 'sent'`),
        ),
      )
      .returning({ id: mailOutbox.id }),
  );
  const recipients = await counted(
    db
      .delete(announcementRecipients)
      .where(lt(announcementRecipients.createdAt, cutoff))
      .returning({ id: announcementRecipients.id }),
  );
  const messages = await counted(
    db.delete(whatsappMessages).where(lt(whatsappMessages.createdAt, cutoff)).returning({ id: whatsappMessages.id }),
  );
  const copies = await counted(
    db.delete(whatsappSandbox).where(lt(whatsappSandbox.createdAt, cutoff)).returning({ id: whatsappSandbox.id }),
  );
  return mails + recipients + messages + copies;
}

/**
 * How housekeeping enforces each kind of the retention table. `with-account`: the records live as
 * long as their account, and the deletion routine (erasure.ts) removes them.
 */
export const retentionSweeps: Record<RetentionKind, Sweep | 'with-account'> = {
  account: 'with-account',
  consents: 'with-account',
  // a session's period is its own expiry (SESSION_DAYS after login)
  sessions: (db, _cutoff, now) =>
    counted(db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })),
  secondFactors: 'with-account',
  loginSteps: (db, _cutoff, now) =>
    counted(db.delete(authChallenges).where(lt(authChallenges.expiresAt, now)).returning({ id: authChallenges.id })),
  knownDevices: (db, cutoff) =>
    counted(db.delete(knownDevices).where(lt(knownDevices.lastSeenAt, cutoff)).returning({ id: knownDevices.id })),
  resetLinks: (db, _cutoff, now) =>
    counted(
      db
        .delete(passwordResets)
        .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id }),
    ),
  // a deleted account's final mail goes as soon as it was sent: its address must not stay;
  // WhatsApp's messages, the sandbox's copies and who got which announcement go with the mails
  mails: (db, cutoff) => dropOldMails(db, cutoff),
  loginRecords: (db, cutoff) =>
    purgeAudit(db, and(inArray(auditLog.action, [...LOGIN_ACTIONS]), lt(auditLog.createdAt, cutoff))),
  auditEntries: (db, cutoff) => purgeAudit(db, lt(auditLog.createdAt, cutoff)),
  rateLimits: (db, _cutoff, now) =>
    counted(db.delete(rateLimits).where(lt(rateLimits.resetsAt, now)).returning({ key: rateLimits.key })),
  financial: (db, cutoff) => dropOldBooks(db, cutoff),
  // a deleted account's name stays on its tickets until the show has passed
  ticketNames: (db, _cutoff, now) =>
    counted(
      db
        .update(ticketOrders)
        .set({ nama_user: privacyMessages.deletedName })
        .where(
          and(
            isNull(ticketOrders.id_user),
            ne(ticketOrders.nama_user, privacyMessages.deletedName),
            inArray(
              ticketOrders.id_tiket,
              sql`(SELECT ${tikets.id} FROM ${tikets} WHERE ${tikets.tanggal_pertujukan} < ${now.toISOString()}::timestamptz)`,
            ),
          ),
        )
        .returning({ id: ticketOrders.id }),
    ),
};

/** Enforces the whole retention table once: how many records each kind lost (0 for those kept with the account). */
export async function enforceRetention(db: Db, config: Config, now: Date): Promise<Record<RetentionKind, number>> {
  const rules = Object.entries(retentionTable(config)) as [RetentionKind, RetentionRule][];
  const done = Object.fromEntries(rules.map(([kind]) => [kind, 0])) as Record<RetentionKind, number>;
  for (const [kind, rule] of rules) {
    const sweep = retentionSweeps[kind];
    if (sweep !== 'with-account') done[kind] = await sweep(db, cutoffOf(rule.period, now) ?? now, now);
  }
  return done;
}

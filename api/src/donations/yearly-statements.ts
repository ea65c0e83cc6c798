import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../accounts/schema.js';
import type { MailFiles } from '../audience/index.js';
import type { Db } from '../core/db/client.js';
import { schedulePeriodic } from '../core/job-claims.js';
import { enqueueMail } from '../core/mail-outbox/outbox.js';
import { donations } from './schema.js';
import { type StatementLine, statementLines, statementPdf, WIB_OFFSET_MS, yearBounds } from './statement.js';

/** Looked for every six hours: January has about 120 chances, each donor is mailed at the first. */
const EVERY_MS = 6 * 3_600_000;

interface StatementMail {
  name: string;
  year: number;
  lines: StatementLine[];
}

/**
 * In January (WIB), each member who gave last year is mailed that year's statement (the PDF
 * /account downloads). The mail's key is the donor and the year, so every later run of the month,
 * in this process or another, finds it queued and sends nothing again. Visitors' gifts have no
 * account to gather them by: each of their receipts is their record.
 */
export async function mailYearlyStatements(db: Db, now = new Date()) {
  const wib = new Date(now.getTime() + WIB_OFFSET_MS);
  if (wib.getUTCMonth() !== 0) return { queued: 0 };
  const year = wib.getUTCFullYear() - 1;
  const [from, until] = yearBounds(year) as [Date, Date];
  const donors = await db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.id_user))
    .where(
      and(
        isNotNull(donations.id_user),
        eq(donations.status, 'paid'),
        gte(donations.paidAt, from),
        lt(donations.paidAt, until),
      ),
    );
  for (const donor of donors) {
    const lines = await statementLines(db, donor.id, year);
    if (lines.length === 0) continue;
    await enqueueMail(db, {
      key: `donation-statement:${donor.id}:${year}`,
      kind: 'donation-statement',
      to: donor.email,
      data: { name: donor.name, year, lines } satisfies StatementMail,
    });
  }
  return { queued: donors.length };
}

/** The statement's PDF, drawn from the lines its outbox row carries when the mail is sent. */
export const statementMailFiles: MailFiles = async (data, site) => {
  const mail = data as unknown as StatementMail;
  return [
    {
      filename: `donasi-${mail.year}.pdf`,
      content: await statementPdf(site.name, mail.name, mail.year, mail.lines),
      contentType: 'application/pdf',
    },
  ];
};

/** The January statements, looked for in whichever process claims the period (job_runs). */
export function scheduleYearlyStatements(app: FastifyInstance) {
  schedulePeriodic(app, {
    name: 'donation-statements',
    everyMs: EVERY_MS,
    firstAfterMs: 120_000,
    run: () => mailYearlyStatements(app.db),
  });
}

import fs from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { breachInput, formatDateTime, PERSONAL_KIND_NAMES } from '@teater/contract';
import { asc } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import { systemActor } from '../core/audit/record.js';
import type { Config } from '../core/config.js';
import type { Db } from '../core/db/client.js';
import { concernedAccounts, notifyConcerned, recordBreach, type Step, toBreach } from './breach.js';
import { reportBreach } from './breach-report.js';
import { noticeOf } from './notice.js';

export const BREACH_USAGE = `Pakai: npm run breach -- --from WAKTU --to WAKTU --exposed ${PERSONAL_KIND_NAMES.join(',')}
  --title "…" --description "apa dan bagaimana" --measures "yang sudah dilakukan" --advice "saran untuk anggota"
  [--discovered WAKTU (bawaan: sekarang)] [--notify] [--report FILE]
WAKTU dalam ISO 8601, mis. 2026-11-20T08:00:00+07:00. Tanpa --notify hanya dicatat dan akun terdampak ditampilkan.`;

export class BreachCommandError extends Error {}

const LISTED = 20;
const wib = (iso: string) => `${formatDateTime(iso)} WIB`;

function inputOf(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      exposed: { type: 'string' },
      title: { type: 'string' },
      description: { type: 'string' },
      measures: { type: 'string' },
      advice: { type: 'string' },
      discovered: { type: 'string' },
      notify: { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  });
  const parsed = breachInput.safeParse({
    ...values,
    window_from: values.from,
    window_to: values.to,
    discovered_at: values.discovered ?? new Date().toISOString(),
    exposed: values.exposed?.split(',').map((kind) => kind.trim()),
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new BreachCommandError(`${lines.join('\n')}\n${BREACH_USAGE}`);
  }
  return { input: parsed.data, notify: values.notify, report: values.report };
}

/**
 * `npm run breach -- …`: the breach screen's steps from the command line, for when the site itself
 * is down. Records the breach, lists the accounts concerned, and with --notify queues their mails
 * (once), with --report writes the report for the authority; each step audited as the operator.
 */
export async function breachCommand(db: Db, config: Config, args: string[], print: (line: string) => void) {
  const { input, notify, report } = inputOf(args);
  const step: Step = { request: null, actor: systemActor(`Baris perintah (${os.userInfo().username})`) };
  let row = await recordBreach(db, step, input);
  const breach = toBreach(row);
  print(`Insiden ${row.id} dicatat: ${row.title}. Batas pemberitahuan: ${wib(breach.deadline)}.`);
  const concerned = concernedAccounts(row);
  const total = await db.$count(users, concerned);
  print(`Akun terdampak: ${total}.`);
  const first = await db.select().from(users).where(concerned).orderBy(asc(users.id)).limit(LISTED);
  for (const account of first) print(`  ${account.id}\t${account.email}\t${account.name}`);
  if (total > first.length) print(`  … dan ${total - first.length} lainnya (lihat /adminbreach/${row.id}).`);
  const contact = noticeOf(config).controller.email;
  if (notify) {
    const done = await notifyConcerned(db, step, row, contact);
    row = done.row;
    print(`Pemberitahuan: ${done.queued} email diantrekan (${done.total} untuk insiden ini).`);
  }
  if (report) {
    const made = await reportBreach(db, step, row, noticeOf(config), total);
    await fs.writeFile(report, made.report);
    print(`Laporan untuk lembaga: ${report}.`);
  }
  return row.id;
}

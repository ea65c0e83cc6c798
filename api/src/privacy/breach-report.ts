import { DEFAULT_LOCALE, formatDateTime, PERSONAL_KINDS, type PrivacyNotice } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { audit } from '../core/audit/record.js';
import type { Db } from '../core/db/client.js';
import { withLocale } from '../core/locale.js';
import { type BreachRow, type Step, toBreach } from './breach.js';
import { breachIncidents } from './schema.js';

const wib = (date: Date | string) => `${formatDateTime(typeof date === 'string' ? date : date.toISOString())} WIB`;

/** The report for the authority (UU PDP art. 46 (2)): what data, when and how, who, what is being done. */
export function breachReportText(row: BreachRow, notice: PrivacyNotice, accounts: number, now: Date): string {
  const b = toBreach(row);
  const { controller } = notice;
  const exposed = row.exposed.map((kind) => `   - ${PERSONAL_KINDS[kind].label}: ${PERSONAL_KINDS[kind].what}`);
  const notified = row.notified_at
    ? `${row.notified_count} email pemberitahuan diantrekan sejak ${wib(row.notified_at)}.`
    : 'Belum dikirim.';
  return [
    'LAPORAN KEGAGALAN PELINDUNGAN DATA PRIBADI',
    'Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, pasal 46',
    '',
    '1. Pengendali data pribadi',
    `   ${controller.name}, ${controller.address}`,
    `   Kontak: ${controller.email}${controller.phone ? `, ${controller.phone}` : ''}`,
    ...(controller.officer ? [`   Pejabat pelindungan data pribadi: ${controller.officer}`] : []),
    '',
    `2. Insiden: ${row.title} (nomor ${row.id})`,
    `   Diketahui: ${wib(row.discovered_at)}; batas pemberitahuan 3 x 24 jam: ${wib(b.deadline)}`,
    '',
    '3. Data pribadi yang terungkap',
    ...exposed,
    '',
    `4. Kapan: ${wib(row.window_from)} sampai ${wib(row.window_to)}`,
    '',
    '5. Bagaimana',
    `   ${row.description}`,
    '',
    `6. Subjek data terdampak: ${accounts} akun`,
    '',
    `7. Pemberitahuan kepada subjek data: ${notified}`,
    '',
    '8. Upaya penanganan dan pemulihan',
    `   ${row.measures}`,
    '',
    '9. Saran kepada subjek data',
    `   ${row.advice}`,
    '',
    `Dibuat: ${wib(now)}`,
    '',
  ].join('\r\n');
}

/** Makes the report, keeps it with the breach and records the step in the audit log. */
export async function reportBreach(db: Db, step: Step, row: BreachRow, notice: PrivacyNotice, accounts: number) {
  const now = new Date();
  // for the authority (UU PDP): in Indonesian, whichever language the admin reads the site in
  const report = withLocale(DEFAULT_LOCALE, () => breachReportText(row, notice, accounts, now));
  return db.transaction(async (tx) => {
    await tx
      .update(breachIncidents)
      .set({ report, reported_at: now, updatedAt: now })
      .where(eq(breachIncidents.id, row.id));
    await audit(tx, step.request, {
      resource: 'breaches',
      id: row.id,
      action: 'breach-reported',
      after: { reported_at: now.toISOString(), accounts },
      summary: row.title,
      ...(step.actor ? { actor: step.actor } : {}),
    });
    return { report, reported_at: now.toISOString() };
  });
}

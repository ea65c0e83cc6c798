import { PASSWORD_RESET_HOURS } from '@teater/contract';
import { LONGEST_STEP_MINUTES } from '../accounts/index.js';
import type { Config } from '../core/config.js';
import { noticeTexts } from './notice-texts.js';

/** How long a kind of record is kept. */
export type Period =
  /** as long as the account: the deletion routine removes or anonymises it */
  | { while: 'account' }
  /** until the show it admits to has passed */
  | { while: 'show' }
  | { minutes: number }
  | { hours: number }
  | { days: number }
  | { years: number };

export interface RetentionRule {
  label: string;
  period: Period;
  why: string;
}

/** Indonesian bookkeeping: books, records and documents are kept ten years (UU KUP pasal 28 ayat 11). */
export const BOOKKEEPING_YEARS = 10;
/** Mails (recipient and content) stay in the outbox this long after they were written. */
export const MAIL_DAYS = 90;
/** Login records (successful and failed logins in the audit log). */
export const LOGIN_RECORD_DAYS = 180;

/**
 * The one retention table: how long each kind of record is kept, and why. Every table holding
 * personal data names its kind (personal-data.ts); housekeeping enforces each period
 * (retention-sweeps.ts) and the privacy notice prints this table.
 */
export const retentionTable = (config: Config) =>
  ({
    account: {
      label: 'Akun: nama, email, foto profil, langganan',
      period: { while: 'account' },
      why: 'Selama Anda memakai akun; dihapus saat akun dihapus.',
    },
    consents: {
      label: 'Catatan persetujuan dan perubahannya',
      period: { while: 'account' },
      why: 'Bukti apa yang Anda setujui dan kapan; dihapus bersama akun.',
    },
    sessions: {
      label: 'Sesi login (perangkat dan peramban, alamat IP, kota bila diketahui)',
      period: { days: config.SESSION_DAYS },
      why: 'Agar Anda tetap masuk dan dapat melihat serta mengakhiri sesi Anda; sesi yang berakhir dihapus.',
    },
    secondFactors: {
      label: 'Faktor kedua (aplikasi autentikator, passkey) dan kode pemulihan',
      period: { while: 'account' },
      why: 'Melindungi login Anda; dihapus saat Anda melepasnya atau saat akun dihapus.',
    },
    loginSteps: {
      label: 'Langkah login yang sedang berjalan (tanda sekali pakai)',
      period: { minutes: LONGEST_STEP_MINUTES },
      why: 'Hanya selama Anda memasukkan faktor kedua atau memasang faktor baru; dihapus setelah kedaluwarsa.',
    },
    knownDevices: {
      label: 'Perangkat yang pernah dipakai login (tanda perangkat, peramban)',
      period: { days: LOGIN_RECORD_DAYS },
      why: 'Agar Anda diberi tahu saat ada login dari perangkat baru; perangkat yang tidak dipakai selama itu dilupakan.',
    },
    resetLinks: {
      label: 'Tautan atur ulang password',
      period: { hours: PASSWORD_RESET_HOURS },
      why: 'Hanya berlaku sekali; dihapus setelah dipakai atau kedaluwarsa.',
    },
    mails: {
      label: 'Email yang dikirim kepada Anda (alamat dan isi)',
      period: { days: MAIL_DAYS },
      why: 'Untuk mengirim ulang email yang gagal dan menjawab pertanyaan Anda.',
    },
    loginRecords: {
      label: 'Riwayat login (waktu, alamat IP, berhasil atau gagal)',
      period: { days: LOGIN_RECORD_DAYS },
      why: 'Keamanan akun: mengenali login yang mencurigakan.',
    },
    auditEntries: {
      label: 'Log audit (perubahan oleh petugas dan peristiwa keamanan)',
      period: { days: config.AUDIT_RETENTION_DAYS },
      why: 'Menelusuri siapa mengubah apa, termasuk setelah insiden keamanan.',
    },
    rateLimits: {
      label: 'Penghitung batas percobaan (alamat IP, email yang dicoba)',
      period: { minutes: 15 },
      why: 'Melindungi login dari tebakan password; dihapus setelah jendelanya lewat.',
    },
    financial: {
      label: 'Catatan keuangan: pembayaran, pesanan tiket, tiket, check-in',
      period: { years: BOOKKEEPING_YEARS },
      why: 'Kewajiban pembukuan (UU KUP pasal 28 ayat 11). Jika akun dihapus, email dan nomor telepon di dalamnya langsung dihapus.',
    },
    ticketNames: {
      label: 'Nama pembeli pada tiket akun yang sudah dihapus',
      period: { while: 'show' },
      why: 'Petugas pintu memerlukannya; setelah pertunjukan lewat diganti "Akun dihapus".',
    },
  }) satisfies Record<string, RetentionRule>;

export type RetentionKind = keyof ReturnType<typeof retentionTable>;

/** A period as the privacy notice says it. */
export function periodText(period: Period): string {
  const t = noticeTexts.period;
  if ('while' in period) return period.while === 'account' ? t.account : t.show;
  if ('minutes' in period) return t.minutes(period.minutes);
  if ('hours' in period) return t.hours(period.hours);
  if ('days' in period) return t.days(period.days);
  return t.years(period.years);
}

/** The moment before which a record of that period is past it (null: not a matter of time). */
export function cutoffOf(period: Period, now: Date): Date | null {
  if ('while' in period) return null;
  const ms =
    'minutes' in period
      ? period.minutes * 60_000
      : 'hours' in period
        ? period.hours * 3_600_000
        : 'days' in period
          ? period.days * 86_400_000
          : 0;
  if (ms) return new Date(now.getTime() - ms);
  const cutoff = new Date(now);
  cutoff.setFullYear(cutoff.getFullYear() - ('years' in period ? period.years : 0));
  return cutoff;
}

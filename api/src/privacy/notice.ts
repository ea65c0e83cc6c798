import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, PERSONAL_KINDS, type PersonalKind, type PrivacyNotice } from '@teater/contract';
import type { Config } from '../config.js';
import { withLocale } from '../plugins/locale.js';
import { holdsPersonalData, personalData } from './personal-data.js';
import { periodText, retentionTable } from './retention.js';

const RIGHTS = (email: string) => [
  {
    title: 'Mendapat informasi dan salinan data Anda (pasal 5, 7, 32)',
    how: 'Di halaman Akun, bagian "Data saya": unduh semua data Anda dalam satu arsip (JSON dan CSV) saat itu juga.',
  },
  {
    title: 'Membetulkan data yang keliru (pasal 6)',
    how: 'Ubah nama dan email di halaman Akun. Untuk data lain, tulis ke alamat di bawah.',
  },
  {
    title: 'Menarik persetujuan (pasal 9)',
    how: 'Kabar lewat email: matikan di halaman Akun, atau klik "Berhenti menerima kabar" di bawah setiap email kabar.',
  },
  {
    title: 'Menghapus data dan akun (pasal 8)',
    how: 'Di halaman Akun, bagian "Hapus akun". Catatan keuangan tetap disimpan sesuai kewajiban pembukuan, tanpa email dan nomor telepon Anda.',
  },
  {
    title: 'Membawa data Anda (pasal 13)',
    how: 'Arsip "Data saya" dapat dibaca mesin (JSON dan CSV) untuk dipindahkan ke layanan lain.',
  },
  {
    title: 'Mengajukan keberatan atau pengaduan (pasal 10-12)',
    how: `Tulis ke ${email}. Kami menjawab paling lambat 3 x 24 jam. Anda juga dapat mengadu kepada lembaga pelindungan data pribadi.`,
  },
];

const TERMS = [
  'Satu akun untuk satu orang. Isi nama dan email yang benar; jaga password Anda.',
  'Konten eksklusif hanya untuk pelanggan aktif dan tidak boleh disebarkan ulang.',
  'Harga dan jumlah pembayaran ditetapkan oleh server; tiket berlaku untuk pertunjukan, tanggal dan kursi yang tertera.',
  'Tiket yang dibayar dapat dikembalikan dananya hanya bila pertunjukan dibatalkan atau atas kebijakan kami.',
  'Kami dapat menonaktifkan akun yang disalahgunakan. Anda dapat menghapus akun kapan saja.',
];

/** Who else receives data: what the settings say the site uses. */
function recipientsOf(config: Config): PrivacyNotice['recipients'] {
  const recipients: PrivacyNotice['recipients'] = [];
  if (config.MIDTRANS_SERVER_KEY) {
    recipients.push({
      name: 'Midtrans (PT Midtrans), gerbang pembayaran',
      what: 'Nama, email, nomor telepon pada pesanan, dan jumlah pembayaran.',
      why: 'Memproses pembayaran langganan dan tiket.',
    });
  }
  if (config.SMTP_URL) {
    recipients.push({
      name: `Penyedia pengiriman email (${new URL(config.SMTP_URL).hostname})`,
      what: 'Alamat email Anda dan isi email yang kami kirim.',
      why: 'Mengantar email kepada Anda.',
    });
  }
  recipients.push(
    config.S3_BUCKET
      ? {
          name: `Penyimpanan objek (${config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).hostname : `Amazon S3, ${config.S3_REGION}`})`,
          what: 'Foto profil dan berkas yang diunggah.',
          why: 'Menyimpan berkas situs.',
        }
      : {
          name: 'Server kami sendiri',
          what: 'Semua data disimpan di server yang kami kelola; tidak ada penyimpanan pihak ketiga.',
          why: 'Menjalankan situs.',
        },
  );
  return recipients;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 10);

/** The privacy notice as the settings and declarations make it now, with its version. */
export function privacyNotice(config: Config): PrivacyNotice {
  const email = config.PRIVACY_EMAIL ?? config.ADMIN_EMAIL ?? 'privasi@localhost';
  const used = new Set<PersonalKind>();
  for (const declaration of Object.values(personalData)) {
    if (!holdsPersonalData(declaration)) continue;
    for (const kind of Object.values(declaration.columns)) if (kind !== 'plain') used.add(kind);
  }
  const body = {
    controller: {
      name: config.PRIVACY_CONTROLLER ?? config.SITE_NAME,
      address: config.PRIVACY_ADDRESS,
      email,
      phone: config.PRIVACY_PHONE ?? null,
      officer: config.PRIVACY_OFFICER ?? null,
    },
    collected: (Object.keys(PERSONAL_KINDS) as PersonalKind[])
      .filter((kind) => used.has(kind))
      .map((kind) => ({ ...PERSONAL_KINDS[kind] })),
    retention: Object.values(retentionTable(config)).map((rule) => ({
      label: rule.label,
      period: periodText(rule.period),
      why: rule.why,
    })),
    recipients: recipientsOf(config),
    rights: RIGHTS(email),
    breach: `Bila terjadi kegagalan pelindungan data pribadi, kami memberi tahu Anda dan lembaga pelindungan data pribadi paling lambat 3 x 24 jam sejak mengetahuinya: data apa yang terkena, kapan dan bagaimana, serta apa yang kami lakukan (pasal 46).`,
    terms: TERMS,
  };
  return { version: hashOf(body), termsVersion: hashOf(TERMS), ...body };
}

const notices = new WeakMap<Config, PrivacyNotice>();
/** The notice of these settings, made once. */
export function noticeOf(config: Config): PrivacyNotice {
  let notice = notices.get(config);
  if (!notice) {
    // made in Indonesian whichever request comes first: its version is the hash of the spec's text
    notice = withLocale(DEFAULT_LOCALE, () => privacyNotice(config));
    notices.set(config, notice);
  }
  return notice;
}

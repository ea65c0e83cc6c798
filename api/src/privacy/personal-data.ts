import { audienceTables } from './personal-data-audience.js';
import type { RetentionKind } from './retention.js';

/**
 * The kinds of personal data the site holds: what each is, why it is held and on what ground (UU
 * PDP art. 20). The privacy notice lists every kind some column below is declared as.
 */
export const PERSONAL_KINDS = {
  identity: {
    label: 'Identitas',
    what: 'Nama dan foto profil akun; nama pembeli pada pesanan dan tiket.',
    why: 'Mengenali akun Anda dan mencocokkan tiket di pintu masuk.',
    basis: 'Pelaksanaan perjanjian (akun, langganan, tiket).',
  },
  contact: {
    label: 'Kontak',
    what: 'Alamat email akun dan pada pembayaran; nomor telepon pada pesanan tiket.',
    why: 'Login, tanda terima, e-tiket, pemberitahuan tentang pesanan dan akun.',
    basis: 'Pelaksanaan perjanjian.',
  },
  credentials: {
    label: 'Kredensial',
    what: 'Password (hanya hash argon2id), token sesi dan tautan atur ulang password (hanya hash).',
    why: 'Menjaga akun Anda hanya dapat dipakai oleh Anda.',
    basis: 'Pelaksanaan perjanjian dan kewajiban keamanan (UU PDP pasal 35).',
  },
  transactions: {
    label: 'Transaksi',
    what: 'Langganan, pembayaran, pesanan tiket, tiket dan waktu check-in.',
    why: 'Menjual langganan dan tiket, mengembalikan dana, dan pembukuan.',
    basis: 'Pelaksanaan perjanjian dan kewajiban hukum (pembukuan).',
  },
  consent: {
    label: 'Persetujuan',
    what: 'Apa yang Anda setujui atau tarik kembali, versi teksnya dan waktunya.',
    why: 'Bukti persetujuan Anda.',
    basis: 'Kewajiban hukum (UU PDP pasal 22).',
  },
  correspondence: {
    label: 'Email',
    what: 'Email yang kami kirim kepada Anda: penerima dan isi.',
    why: 'Mengirim, mengirim ulang bila gagal, dan menjawab pertanyaan Anda tentangnya.',
    basis: 'Pelaksanaan perjanjian; kabar pertunjukan hanya dengan persetujuan Anda.',
  },
  network: {
    label: 'Jaringan dan aktivitas',
    what: 'Alamat IP dan waktu login, perubahan pada akun Anda, tindakan petugas terhadap data Anda.',
    why: 'Keamanan akun, mencegah penyalahgunaan, menelusuri insiden.',
    basis: 'Kepentingan yang sah dan kewajiban keamanan (UU PDP pasal 35 dan 39).',
  },
} as const;
export type PersonalKind = keyof typeof PERSONAL_KINDS;

/** A column that is not personal data (ids, amounts, statuses, times of the site's own). */
export const PLAIN = 'plain';
export type ColumnDeclaration = PersonalKind | typeof PLAIN;

export interface TableDeclaration {
  /** every column of the table, by its name in the database */
  columns: Record<string, ColumnDeclaration>;
  /** how long its rows are kept: a kind of the retention table (retention.ts); absent: not personal */
  retention?: RetentionKind;
  /** kept out of the member's export (secrets: hashes of passwords and tokens) */
  secret?: readonly string[];
}

/**
 * Every table the site keeps, every column declared: personal (by kind) or plain. The content
 * tables (news, shows, …) are declared by their resource definitions and hold no member's data
 * (api/src/privacy/schema-check.ts). A table with a personal column, or one that refers to an
 * account, must also be in the export (export-sources.ts), the deletion routine (erasure.ts) and
 * the retention table; the schema test fails otherwise, and for any column not declared here.
 */
export const personalData: Record<string, TableDeclaration> = {
  users: {
    retention: 'account',
    secret: ['password_hash'],
    columns: {
      id: PLAIN,
      name: 'identity',
      email: 'contact',
      password_hash: 'credentials',
      role: PLAIN,
      avatar: 'identity',
      subscription_time: 'transactions',
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  consents: {
    retention: 'consents',
    columns: {
      id: PLAIN,
      user_id: PLAIN,
      kind: 'consent',
      granted: 'consent',
      version: 'consent',
      source: 'consent',
      ip: 'network',
      createdAt: PLAIN,
    },
  },
  sessions: {
    retention: 'sessions',
    secret: ['token_hash'],
    columns: { id: PLAIN, token_hash: 'credentials', user_id: PLAIN, expires_at: PLAIN, created_at: 'network' },
  },
  password_resets: {
    retention: 'resetLinks',
    secret: ['token_hash'],
    columns: {
      id: PLAIN,
      token_hash: 'credentials',
      user_id: PLAIN,
      expires_at: PLAIN,
      used_at: PLAIN,
      created_at: PLAIN,
    },
  },
  payments: {
    retention: 'financial',
    columns: {
      id: PLAIN,
      order_id: PLAIN,
      kind: 'transactions',
      id_user: PLAIN,
      buyer_name: 'identity',
      buyer_email: 'contact',
      gross_amount: 'transactions',
      transaction_status: 'transactions',
      fraud_status: PLAIN,
      token: PLAIN,
      applied_at: PLAIN,
      needs_refund: PLAIN,
      /** the gateway's notification: payment method, masked card or account numbers */
      raw: 'transactions',
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  ticket_orders: {
    retention: 'financial',
    columns: {
      id: PLAIN,
      id_tiket: PLAIN,
      id_user: PLAIN,
      nama_user: 'identity',
      buyer_email: 'contact',
      no_telp: 'contact',
      jumlah_tiket: 'transactions',
      total_harga: 'transactions',
      order_id: PLAIN,
      status: 'transactions',
      holds_stock: PLAIN,
      expires_at: PLAIN,
      ticket_code: PLAIN,
      checked_in_at: 'transactions',
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  mail_outbox: {
    retention: 'mails',
    columns: {
      id: PLAIN,
      dedupe_key: PLAIN,
      kind: PLAIN,
      recipient: 'contact',
      data: 'correspondence',
      status: PLAIN,
      attempts: PLAIN,
      next_attempt_at: PLAIN,
      claimed_until: PLAIN,
      last_error: PLAIN,
      sent_at: PLAIN,
      createdAt: PLAIN,
    },
  },
  ...audienceTables,
  audit_log: {
    retention: 'auditEntries',
    columns: {
      id: PLAIN,
      createdAt: PLAIN,
      actor_id: PLAIN,
      actor_role: PLAIN,
      actor_name: 'identity',
      actor_email: 'contact',
      ip: 'network',
      resource: PLAIN,
      record_id: PLAIN,
      action: 'network',
      summary: 'identity',
      before: 'identity',
      after: 'identity',
    },
  },
  rate_limits: {
    retention: 'rateLimits',
    /** `login|<address>|<e-mail>` */
    columns: { key: 'network', hits: PLAIN, resets_at: PLAIN },
  },
  // No personal data: the seats of an order, its tickets (their buyer is on the order), the
  // sandbox gateway's own records, uploads waiting for a record, the site's state and keys.
  ticket_order_lines: { columns: { id: PLAIN, id_order: PLAIN, id_kategori: PLAIN, count: PLAIN, price: PLAIN } },
  tickets: {
    columns: {
      id: PLAIN,
      id_order: PLAIN,
      id_tiket: PLAIN,
      seat: PLAIN,
      code: PLAIN,
      id_kategori: PLAIN,
      category: PLAIN,
      checked_in_at: PLAIN,
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  ticket_categories: {
    columns: {
      id: PLAIN,
      id_tiket: PLAIN,
      position: PLAIN,
      name: PLAIN,
      price: PLAIN,
      seats: PLAIN,
      taken: PLAIN,
      sales_start: PLAIN,
      sales_end: PLAIN,
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  sandbox_transactions: {
    columns: {
      id: PLAIN,
      token: PLAIN,
      order_id: PLAIN,
      gross_amount: PLAIN,
      transaction_status: PLAIN,
      fraud_status: PLAIN,
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  image_uploads: { columns: { id: PLAIN, url: PLAIN, created_at: PLAIN } },
  demo_seed_state: { columns: { id: PLAIN, name: PLAIN, done: PLAIN, updated_at: PLAIN } },
  job_runs: { columns: { name: PLAIN, next_run_at: PLAIN, last_started_at: PLAIN, last_run_by: PLAIN, runs: PLAIN } },
  site_keys: { columns: { id: PLAIN, name: PLAIN, value: PLAIN, createdAt: PLAIN } },
};

/** Whether a declared table holds personal data (a personal column). */
export const holdsPersonalData = (declaration: TableDeclaration) =>
  Object.values(declaration.columns).some((kind) => kind !== PLAIN);

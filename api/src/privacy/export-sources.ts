import { type SQL, sql } from 'drizzle-orm';
import { aboutAccount, type Member, myOrders } from './about-account.js';

export type { Member } from './about-account.js';

/**
 * One kind of record in a member's data export ("Data saya"): a file pair in the archive
 * (`<name>.json` and `<name>.csv`), read with one SELECT that answers the member's rows. Rows are
 * read in pages by their `id` (or, `single`, in one read: a kind of which a member has a handful).
 */
export interface ExportSource {
  name: string;
  /** what the file holds, for the archive's README */
  label: string;
  /** the tables its rows come from: the schema test checks each personal table is in some source */
  tables: readonly string[];
  select(member: Member): SQL;
  single?: true;
}

/** Login events in the audit log (the security helper records them as these actions). */
export const LOGIN_ACTIONS = ['login', 'logout', 'login-failed', 'second-factor-failed'] as const;
const loginActions = sql.raw(LOGIN_ACTIONS.map((a) => `'${a}'`).join(', '));
/** Entries by the member (as a member or as staff), or about their account (whoever acted). */
const aboutMe = (m: Member) => sql`(actor_id = ${m.id} OR ${aboutAccount(m)})`;
/**
 * Audit entries for the member's archive. Staff who acted on the account appear by name and role
 * only: a staff member's e-mail, IP address and account id are the staff member's data, not the
 * member's. The member's own entries (and attempts by no known account) keep theirs.
 */
const auditEntries = (m: Member, actions: SQL) => {
  const own = sql`(actor_id = ${m.id} OR actor_id IS NULL)`;
  return sql`SELECT id, "createdAt", CASE WHEN ${own} THEN actor_id END AS actor_id, actor_role, actor_name,
    CASE WHEN ${own} THEN actor_email END AS actor_email, CASE WHEN ${own} THEN ip END AS ip,
    resource, record_id, action, summary, before, after
    FROM audit_log WHERE ${actions} AND ${aboutMe(m)}`;
};

/** The member's rows of one table: those whose `column` holds the member's id. */
const rowsOf = (table: string, column = 'user_id') => ({
  tables: [table],
  select: (m: Member) => sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${m.id}`,
});

/**
 * Everything the site holds about a member, kind by kind. A new table holding personal data joins
 * here (and in erasure.ts and the retention table), or the schema test fails.
 */
export const exportSources: ExportSource[] = [
  {
    name: 'profil',
    label: 'Akun Anda: nama, email, peran, foto profil, masa langganan, kapan dibuat',
    ...rowsOf('users', 'id'),
  },
  {
    name: 'persetujuan',
    label: 'Persetujuan Anda dan setiap perubahannya, dengan versi teks dan waktunya',
    ...rowsOf('consents'),
  },
  {
    name: 'pembayaran',
    label: 'Pembayaran langganan dan tiket, dengan statusnya',
    ...rowsOf('payments', 'id_user'),
  },
  {
    name: 'donasi',
    label: 'Donasi Anda: kampanye, jumlah, status, nama dan pesan pada dinding donatur',
    tables: ['donations'],
    select: (m) => sql`SELECT d.*, k.judul AS kampanye FROM donations d JOIN kampanyes k ON k.id = d.campaign_id
      WHERE d.id_user = ${m.id}`,
  },
  {
    name: 'donasi-bulanan',
    label: 'Donasi bulanan Anda: kampanye, tampil di dinding atau anonim, pesan',
    tables: ['monthly_gifts'],
    select: (m) => sql`SELECT g.*, k.judul AS kampanye, p.amount, p.state FROM monthly_gifts g
      JOIN recurring_plans p ON p.id = g.plan_id JOIN kampanyes k ON k.id = g.campaign_id WHERE p.id_user = ${m.id}`,
  },
  {
    name: 'perpanjangan-otomatis',
    label: 'Perpanjangan otomatis: metode tersamar, jumlah, status, tagihan berikutnya, kapan dihentikan',
    tables: ['recurring_plans'],
    select: (m) => sql`SELECT id, purpose, amount, method, masked, card_expires_at, state, period, next_charge_at,
      stopped_at, "createdAt" FROM recurring_plans WHERE id_user = ${m.id}`,
  },
  {
    name: 'pesanan-tiket',
    label: 'Pesanan tiket: pertunjukan, jumlah, total, status, nama dan telepon pada pesanan',
    tables: ['ticket_orders'],
    select: (m) => sql`SELECT o.*, t.nama_pertujukan AS pertunjukan, t.tanggal_pertujukan AS waktu_pertunjukan
      FROM ticket_orders o JOIN tikets t ON t.id = o.id_tiket WHERE o.id_user = ${m.id}`,
  },
  {
    name: 'kursi-pesanan',
    label: 'Kursi setiap pesanan per kategori, dengan harganya saat dipesan',
    tables: ['ticket_order_lines'],
    select: (m) => sql`SELECT * FROM ticket_order_lines WHERE id_order IN (${myOrders(m)})`,
  },
  {
    name: 'tiket',
    label: 'Tiket per kursi dengan kodenya',
    tables: ['tickets'],
    select: (m) => sql`SELECT * FROM tickets WHERE id_order IN (${myOrders(m)})`,
  },
  {
    name: 'daftar-tunggu',
    label: 'Daftar tunggu: pertunjukan, kategori, jumlah kursi, status dan penawaran',
    ...rowsOf('waitlist_entries', 'id_user'),
  },
  {
    name: 'check-in',
    label: 'Kapan setiap tiket Anda dipindai di pintu masuk',
    tables: ['tickets'],
    select: (m) => sql`SELECT k.id, k.code, k.seat, k.category, k.checked_in_at, t.nama_pertujukan AS pertunjukan
      FROM tickets k JOIN tikets t ON t.id = k.id_tiket
      WHERE k.id_order IN (${myOrders(m)}) AND k.checked_in_at IS NOT NULL`,
  },
  {
    name: 'pindaian-tiket',
    label: 'Setiap pindaian tiket Anda di pintu: waktu, perangkat, hasilnya',
    tables: ['door_scans'],
    select: (m) => sql`SELECT id, scanned_at, result, conflict, device_name, code, id_ticket FROM door_scans
      WHERE id_ticket IN (SELECT id FROM tickets WHERE id_order IN (${myOrders(m)}))`,
  },
  {
    name: 'pindaian-sebagai-petugas',
    label: 'Pindaian yang Anda lakukan sebagai petugas pintu',
    ...rowsOf('door_scans', 'id_user'),
  },
  {
    name: 'kursi-pintu',
    label: 'Kursi pintu yang dipegang perangkat Anda',
    ...rowsOf('door_seats', 'id_user'),
  },
  {
    name: 'shift-kasir-pintu',
    label: 'Shift kasir yang Anda pegang di pintu',
    tables: ['door_shifts', 'door_shares'],
    select: (
      m,
    ) => sql`SELECT s.*, (SELECT jsonb_agg(d) FROM door_shares d WHERE d.id_user = ${m.id} AND d.device_id = s.device_id) AS jatah
      FROM door_shifts s WHERE s.id_user = ${m.id}`,
  },
  {
    name: 'penjualan-sebagai-petugas',
    label: 'Tiket yang Anda jual sebagai petugas pintu',
    tables: ['door_sales'],
    select: (m) => sql`SELECT * FROM door_sales WHERE id_user = ${m.id}`,
  },
  {
    name: 'akses-pintu',
    label: 'Akses pintu (door pass) akun Anda',
    ...rowsOf('door_passes', 'id_user'),
  },
  {
    name: 'email',
    label: 'Email yang kami kirim (atau akan kirim) ke alamat Anda, dengan isinya',
    tables: ['mail_outbox'],
    // a mail still waiting keeps its key (a reset link, the code before a first factor): not in the
    // archive, or a session with the password alone could read the mailbox's proof from it
    select: (m) => sql`SELECT id, dedupe_key, kind, recipient,
        CASE kind WHEN 'password-reset' THEN data - 'link' WHEN 'factor-enrol-code' THEN data - 'code' ELSE data END
          AS data,
        status, attempts, next_attempt_at, claimed_until, last_error, sent_at, "createdAt"
      FROM mail_outbox WHERE lower(recipient) = lower(${m.email})`,
  },
  {
    name: 'pengumuman',
    label: 'Pengumuman yang dikirim kepada Anda, dengan email pengirimannya',
    tables: ['announcement_recipients'],
    select: (m) => sql`SELECT r.*, a.title AS judul FROM announcement_recipients r
      JOIN announcements a ON a.id = r.announcement_id WHERE r.user_id = ${m.id}`,
  },
  {
    name: 'whatsapp',
    label: 'Nomor WhatsApp Anda, bila Anda memintanya dipakai',
    ...rowsOf('whatsapp_numbers'),
    single: true,
  },
  {
    name: 'pesan-whatsapp',
    label: 'Pesan WhatsApp yang kami kirim (atau akan kirim) kepada Anda, dengan isinya',
    ...rowsOf('whatsapp_messages'),
  },
  {
    name: 'whatsapp-sandbox',
    label: 'Tanpa layanan WhatsApp terpasang: salinan permintaan yang akan dikirim ke WhatsApp untuk Anda',
    tables: ['whatsapp_sandbox'],
    select: (m) => sql`SELECT s.* FROM whatsapp_sandbox s
      WHERE s.wamid IN (SELECT wamid FROM whatsapp_messages WHERE user_id = ${m.id} AND wamid IS NOT NULL)`,
  },
  {
    name: 'sesi',
    label: 'Sesi login Anda yang masih berlaku: perangkat, alamat IP, kota, kapan dibuka dan terakhir dipakai',
    ...rowsOf('sessions'),
  },
  {
    name: 'faktor-kedua',
    label: 'Faktor kedua Anda (aplikasi autentikator, passkey): jenis, nama, kapan dipasang dan terakhir dipakai',
    ...rowsOf('second_factors'),
  },
  {
    name: 'kode-pemulihan',
    label: 'Kode pemulihan Anda: kapan dibuat dan dipakai (kodenya sendiri tidak kami simpan)',
    ...rowsOf('recovery_codes'),
  },
  {
    name: 'perangkat-dikenal',
    label: 'Perangkat dan peramban yang pernah Anda pakai untuk login',
    ...rowsOf('known_devices'),
  },
  {
    name: 'langkah-login',
    label: 'Langkah login atau pemasangan faktor kedua yang sedang berjalan (beberapa menit saja)',
    ...rowsOf('auth_challenges'),
  },
  {
    name: 'tautan-reset-password',
    label: 'Permintaan atur ulang password yang belum kedaluwarsa',
    ...rowsOf('password_resets'),
  },
  {
    name: 'riwayat-login',
    label: 'Login, logout dan faktor kedua yang salah pada akun Anda: waktu, alamat IP, perangkat',
    tables: ['audit_log'],
    select: (m) => auditEntries(m, sql`action IN (${loginActions})`),
  },
  {
    name: 'log-audit',
    label: 'Perubahan pada akun dan data Anda, oleh Anda atau petugas, dan tindakan Anda sebagai petugas',
    tables: ['audit_log'],
    select: (m) => auditEntries(m, sql`action NOT IN (${loginActions})`),
  },
  {
    name: 'batas-percobaan',
    label: 'Penghitung batas percobaan login untuk email Anda (hanya beberapa menit)',
    tables: ['rate_limits'],
    select: (m) => sql`SELECT * FROM rate_limits WHERE key LIKE ${`%|${m.email.replace(/[\\%_]/g, '\\$&')}`}`,
    single: true,
  },
];

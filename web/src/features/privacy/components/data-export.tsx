import { API_BASE } from '@teater/contract';

const KINDS = [
  'profil',
  'persetujuan dan riwayatnya',
  'langganan dan pembayaran',
  'pesanan tiket dan tiket',
  'check-in',
  'email yang kami kirim',
  'sesi dan riwayat login',
  'faktor kedua dan perangkat yang dikenal',
  'log audit tentang akun Anda',
];

/** "Data saya": the archive of everything the site holds about me, made as it downloads. */
export function DataExport() {
  return (
    <div className="space-y-4 text-sm text-stone-700">
      <p>
        Satu arsip ZIP berisi {KINDS.join(', ')}. Setiap jenis catatan ada sebagai JSON (untuk program) dan CSV (untuk
        spreadsheet). Arsip dibuat saat itu juga.
      </p>
      <a
        href={`${API_BASE}/users/me/export.zip`}
        download
        className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-600"
      >
        Unduh data saya
      </a>
    </div>
  );
}

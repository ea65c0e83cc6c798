/** User-visible texts: the audit log (/adminaudit) and the links to a record's history. */
export const audit = {
  title: 'Log Audit',
  empty: 'Belum ada catatan.',
  when: 'Waktu',
  who: 'Oleh',
  action: 'Tindakan',
  record: 'Data',
  changes: 'Perubahan',
  address: 'Alamat IP',
  field: 'Kolom',
  before: 'Sebelum',
  after: 'Sesudah',
  detail: 'Detail',
  system: 'Sistem',
  noChanges: 'Tanpa perubahan kolom',
  more: (n: number) => `+${n} kolom lain`,
  deletedAccount: 'akun sudah dihapus',
  history: 'Riwayat',
  historyOf: (label: string) => `Riwayat perubahan ${label}`,
  historyFilter: (label: string, id: number) => `Hanya riwayat ${label} #${id}`,
  showAll: 'Tampilkan semua',
} as const;

export type AuditTexts = typeof audit;

/**
 * English for the contract's texts fixed at module load outside the text areas, keyed by the
 * Indonesian text and read through `translateText`: the labels of list filters (ListDef `label`)
 * and the publishing fields. Maps of labels (statuses, kinds, personal data) are text areas of
 * their own (messages/id/labels.ts), read in the current language where they are shown.
 */
export const contractTextsEnglish: Readonly<Record<string, string>> = {
  // list filters (list.ts's FilterDef labels: payments, orders, users, mails, audit, door)
  Status: 'Status',
  Jenis: 'Type',
  Tanggal: 'Date',
  Pertunjukan: 'Show',
  'Sudah masuk': 'Admitted',
  Konflik: 'Conflict',
  Role: 'Role',
  Langganan: 'Subscription',
  Terdaftar: 'Registered',
  Orang: 'Person',
  Data: 'Data',
  'ID data': 'Record ID',
  Tindakan: 'Action',
  Waktu: 'Time',
  'Masih berlaku': 'Still valid',
  Hasil: 'Result',
  Ditolak: 'Refused',

  // publishing.ts: the draft and schedule fields
  Draf: 'Draft',
  'Draf hanya terlihat oleh admin': 'Drafts are only visible to admins',
  'Terbit pada': 'Publish at',
  'Kosongkan untuk terbit sekarang': 'Leave empty to publish now',
};

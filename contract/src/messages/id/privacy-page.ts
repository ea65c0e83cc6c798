/** The privacy notice page (/kebijakan-privasi): its headings; the notice itself comes from the API. */
export const privacyPage = {
  title: 'Kebijakan Privasi',
  controller: 'Siapa kami',
  data: 'Data yang kami kumpulkan dan untuk apa',
  dataHead: ['Jenis', 'Data', 'Tujuan', 'Dasar pemrosesan'],
  retention: 'Berapa lama kami menyimpannya',
  retentionHead: ['Catatan', 'Disimpan', 'Alasan'],
  recipients: 'Siapa yang menerima data',
  recipientsHead: ['Penerima', 'Data', 'Untuk'],
  rights: 'Hak Anda dan cara memakainya',
  breach: 'Bila terjadi insiden',
  terms: 'Syarat penggunaan',
} as const;

export type PrivacyPageTexts = typeof privacyPage;

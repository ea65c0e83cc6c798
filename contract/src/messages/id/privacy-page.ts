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
  opening: (version: string) =>
    `Versi ${version}. Kebijakan ini menjelaskan data pribadi apa yang kami proses, untuk apa, berapa lama, dan hak Anda menurut Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.`,
  controllerIs: 'Pengendali data pribadi:',
  contactUs: 'Hubungi kami di',
  or: 'atau',
  officer: 'Pejabat pelindungan data pribadi:',
  version: (version: string) => `Versi ${version}.`,
} as const;

export type PrivacyPageTexts = typeof privacyPage;

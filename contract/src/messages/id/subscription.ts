/** User-visible texts: subscription. Quoted texts of the spec are verbatim. */
export const subscription = {
  active: (date: string) => `Subscription aktif sampai ${date}`,
  inactive: 'Subscription tidak aktif',
  alreadySubscribed: 'Sudah Berlangganan',
  ended: 'Subscription telah berakhir.',
  none: 'Belum berlangganan',
  plan: (site: string) => `Sahabat ${site}`,
  perMonth: 'per bulan',
  subscribe: 'Berlangganan',
  title: 'Subscription',
  intro: 'Dukung kami dan nikmati konten eksklusif setiap bulan.',
  features: [
    'Akses semua video pementasan eksklusif',
    'Album foto eksklusif di balik panggung',
    'Naskah dan buku teater untuk dibaca dan diunduh',
    'Mendukung keberlangsungan teater di Lampung',
  ],
  remaining: 'Sisa waktu',
  days: 'hari',
  hours: 'jam',
  minutes: 'menit',
  seconds: 'detik',
} as const;

export type SubscriptionTexts = typeof subscription;

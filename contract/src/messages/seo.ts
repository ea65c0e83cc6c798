/** Page titles and descriptions the server writes into the HTML (link previews, search). */
export const seoMessages = {
  siteDescription: (site: string) =>
    `${site}: kelompok teater dari Bandar Lampung. Pementasan, kelas, tiket dan konten eksklusif.`,
  titles: {
    about: (site: string) => `Tentang ${site}`,
    news: 'Berita',
    collaboration: 'Berita Kolaborasi',
    partnership: 'Partnership',
    program: 'Program',
    members: (site: string) => `Anggota ${site}`,
    coaching: 'Coaching',
    photos: 'Galeri',
    merch: (site: string) => `Merchandise ${site}`,
    rentals: 'Penyewaan',
    scripts: 'Naskah dan Buku',
    donation: 'Donasi',
    subscription: 'Subscription',
    tickets: 'Tiket Pertunjukan',
    login: 'Login',
    register: 'Register',
  },
} as const;

/**
 * Page titles and descriptions the server writes into the HTML (link previews, search). A
 * resource's page titles are in its definition (`pages`).
 */
export const seo = {
  siteDescription: (site: string) =>
    `${site}: kelompok teater dari Bandar Lampung. Pementasan, kelas, tiket dan konten eksklusif.`,
  titles: {
    about: (site: string) => `Tentang ${site}`,
    subscription: 'Subscription',
    login: 'Login',
    register: 'Register',
    privacyNotice: 'Kebijakan Privasi',
    withdrawNews: 'Berhenti menerima kabar',
  },
} as const;

export type SeoTexts = typeof seo;

/** The public layout's own texts: header, phone menu, footer. */
export const layout = {
  skipToContent: 'Lewati ke konten',
  mainMenu: 'Menu utama',
  bio: 'Bio',
  more: 'Lainnya',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  aboutUs: 'Tentang Kami',
  myAccount: 'Akun Saya',
  footerLinks: 'Tautan',
  footerNav: 'Tautan footer',
  footerTagline: 'Kelompok teater dari Bandar Lampung: pertunjukan, pelatihan dan naskah untuk panggung Indonesia.',
  footerAddress: 'Alamat',
  footerFollow: 'Ikuti Kami',
  footerCoalition: 'Anggota Koalisi Seni Indonesia',
  footerRights: 'Hak cipta dilindungi.',
  backToTop: 'Kembali ke atas',
} as const;

export type LayoutTexts = typeof layout;

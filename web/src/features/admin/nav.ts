/** The admin side navigation: every admin screen of the route table, grouped, in Indonesian. */
export interface NavGroup {
  label: string;
  links: { to: string; label: string }[];
}

export const adminNav: NavGroup[] = [
  {
    label: 'Umum',
    links: [
      { to: '/admin', label: 'Dashboard' },
      { to: '/manageaccounts', label: 'Kelola Akun' },
      { to: '/adminpayment', label: 'Riwayat Pembayaran' },
      { to: '/manageorders', label: 'Pesanan Tiket' },
      { to: '/adminmail', label: 'Email Terkirim' },
      { to: '/profileadmin', label: 'Profil Admin' },
    ],
  },
  {
    label: 'Konten',
    links: [
      { to: '/managenews', label: 'Berita' },
      { to: '/managecollabs', label: 'Berita Kolaborasi' },
      { to: '/managepartners', label: 'Kemitraan' },
      { to: '/manageprogram', label: 'Program' },
      { to: '/managemembers', label: 'Anggota' },
      { to: '/managegallery', label: 'Galeri' },
    ],
  },
  {
    label: 'Tiket & Toko',
    links: [
      { to: '/manageticket', label: 'Pertunjukan & Tiket' },
      { to: '/checkin', label: 'Check-in Tiket' },
      { to: '/manageshop', label: 'Merchandise' },
      { to: '/managerents', label: 'Penyewaan' },
      { to: '/managenaskah', label: 'Naskah' },
      { to: '/managedonasi', label: 'Donasi' },
    ],
  },
  {
    label: 'Konten Subscriber',
    links: [
      { to: '/managesubvideo', label: 'Video Subscriber' },
      { to: '/managephotos', label: 'Galeri Subscriber' },
      { to: '/managescripts', label: 'Naskah & Buku Subscriber' },
    ],
  },
  {
    label: 'Landing Page',
    links: [
      { to: '/managevideo', label: 'Manage Videos' },
      { to: '/admin/managesectionvideo', label: 'Section Video' },
      { to: '/admin/managesectionbanner', label: 'Section Banner' },
      { to: '/admin/managesectiongaleri', label: 'Section Galeri' },
      { to: '/admin/managesectionprogram', label: 'Section Program' },
      { to: '/admin/managesectionberita', label: 'Section Berita' },
      { to: '/admin/managesectionkolaborasi', label: 'Section Kolaborasi' },
      { to: '/admin/managesectiontestimoni', label: 'Section Testimoni' },
    ],
  },
];

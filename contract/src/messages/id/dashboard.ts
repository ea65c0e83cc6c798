/** /admin's figures */
export const dashboard = {
  accounts: 'Accounts',
  gallery: 'Gallery',
  programs: 'Programs',
  payments: 'Payments',
  activeSubscribers: 'Sahabat aktif',
  revenueThisMonth: 'Pendapatan bulan ini',
  revenueAllTime: 'Pendapatan seluruhnya',
  /** the revenue is net of what vouchers took off paid ticket orders */
  afterDiscount: (discount: string) => `Setelah potongan voucher ${discount}`,
  pendingPayments: 'Pembayaran tertunda',
  revenueChart: 'Pendapatan per bulan (12 bulan terakhir)',
  subscribersChart: 'Sahabat aktif per bulan',
  upcomingShows: 'Pertunjukan mendatang',
  noUpcomingShows: 'Belum ada pertunjukan mendatang.',
  sold: (sold: string, left: string) => `${sold} tiket terjual · ${left} kursi tersisa`,
  title: 'Dashboard',
  /** the charts: short month names, and the table beside each chart */
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  chartTable: (title: string) => `Tabel data: ${title}`,
  month: 'Bulan',
  value: 'Nilai',
  renewalsTitle: 'Sahabat: otomatis dan manual',
  renewalsActive: 'Perpanjangan otomatis aktif',
  renewalsPastDue: 'Tertunggak (dicoba lagi)',
  renewalsLapsedShare: 'Berakhir karena gagal bayar',
  lapsedShareNote: (lapsed: string, started: string) => `${lapsed} dari ${started} yang pernah aktif`,
  recurring: 'Otomatis',
  manual: 'Manual',
  lapsed: 'Berakhir',
  monthsPaid: (count: string, amount: string) => `${count} bulan · ${amount}`,
} as const;

export type DashboardTexts = typeof dashboard;

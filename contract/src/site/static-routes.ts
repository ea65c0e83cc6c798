import type { AdminNavGroup, StaticRoute } from './types.js';

/** A screen of the admin side of its own, listed in the admin navigation's `group` at `order`. */
const adminScreen = <P extends string>(path: P, group: AdminNavGroup, label: string, order: number) =>
  ({ path, guard: 'admin', menus: [{ menu: 'admin', group, label, order }] }) as const;

/**
 * The pages that belong to no resource, with their menu entries. A resource's pages are in its
 * definition's `routes` (contract/src/resources); the web's page module for each route is in web/src/app/route-table.ts.
 */
export const staticRoutes = {
  home: { path: '/', islands: true },
  about: {
    path: '/{site}',
    islands: true,
    menus: [
      { menu: 'bio', label: 'Tentang {site}', hint: 'About', order: 10 },
      { menu: 'shortcuts', label: 'Tentang {site}', icon: 'masks', order: 10 },
    ],
  },
  login: { path: '/login', islands: true },
  register: { path: '/register', islands: true },
  forgotPassword: { path: '/lupa-password', islands: true },
  resetPassword: { path: '/reset-password', islands: true },
  account: { path: '/account', guard: 'user', islands: true, menus: [{ menu: 'account', label: 'Akun', order: 10 }] },
  security: {
    path: '/account/keamanan',
    guard: 'user',
    menus: [{ menu: 'account', label: 'Keamanan', order: 15 }],
  },
  error: { path: '/error', islands: true },
  privacyNotice: {
    path: '/kebijakan-privasi',
    islands: true,
    menus: [{ menu: 'footer', label: 'Kebijakan Privasi', order: 50 }],
  },
  withdrawNews: { path: '/berhenti-kabar', islands: true },
  subscription: {
    path: '/subscription',
    islands: true,
    menus: [
      { menu: 'more', label: 'Subscription', order: 80 },
      // after the login, the plan: that is what the visitor came for
      { menu: 'footer', label: 'Subscribe', order: 20, viaLogin: true },
    ],
  },
  paymentSandbox: { path: '/payment/sandbox/:token', guard: 'user', islands: true },
  /** the sandbox's GoPay linking page (Gojek's, with Midtrans): the account's owner allows the charges */
  gopayLink: { path: '/payment/sandbox/gopay/:account', guard: 'user', islands: true },
  /** the sandbox's checkout of a gift, which a visitor without an account pays (issue 46) */
  donationCheckout: { path: '/donasi/bayar/:token' },
  /** a monthly gift stopped from the signed link in its receipts, without logging in */
  stopMonthlyGift: { path: '/donasi/berhenti' },
  subscriptionHistory: {
    path: '/history-subscription',
    guard: 'user',
    islands: true,
    menus: [{ menu: 'account', label: 'Riwayat Subscription', order: 20 }],
  },
  ticketHistory: {
    path: '/history-pembelian-tiket',
    guard: 'user',
    islands: true,
    menus: [{ menu: 'account', label: 'Riwayat Pembelian Tiket', order: 30 }],
  },
  subsHome: { path: '/subs', guard: 'subscriber', menus: [{ menu: 'more', label: 'Konten Subscriber', order: 110 }] },
  dashboard: {
    path: '/admin',
    guard: 'admin',
    menus: [
      { menu: 'account', label: 'Admin Dashboard', order: 40 },
      { menu: 'admin', group: 'general', label: 'Dashboard', order: 10 },
    ],
  },
  accounts: adminScreen('/manageaccounts', 'general', 'Kelola Akun', 20),
  payments: adminScreen('/adminpayment', 'general', 'Riwayat Pembayaran', 30),
  renewals: adminScreen('/managerenewals', 'general', 'Langganan Otomatis', 35),
  ticketOrders: adminScreen('/manageorders', 'general', 'Pesanan Tiket', 40),
  mails: adminScreen('/adminmail', 'general', 'Email Terkirim', 50),
  audit: adminScreen('/adminaudit', 'general', 'Log Audit', 55),
  adminProfile: adminScreen('/profileadmin', 'general', 'Profil Admin', 60),
  breaches: adminScreen('/adminbreach', 'general', 'Insiden Data', 70),
  breach: { path: '/adminbreach/:id', guard: 'admin' },
  checkin: adminScreen('/checkin', 'shop', 'Check-in Tiket', 20),
  attendees: { path: '/checkin/:id', guard: 'admin' },
  venuePlans: adminScreen('/managevenue', 'shop', 'Denah Kursi', 15),
  /** a seated show's seat chart: sold, held, blocked, checked in; buyers moved, seats held or released */
  seatChart: { path: '/manageticket/kursi/:id', guard: 'admin' },
  doorPasses: adminScreen('/managedoor', 'shop', 'Akses Pintu', 25),
  waitlists: adminScreen('/managewaitlist', 'shop', 'Daftar Tunggu', 27),
  /** every gift (issue 46): filters, CSV, refunds, and a campaign's totals by day */
  gifts: adminScreen('/managedonasi-masuk', 'shop', 'Donasi Masuk', 62),
  /** Midtrans' reports imported and matched to payments, their fees and payouts, the open items (issue 47) */
  settlements: adminScreen('/managesettlement', 'shop', 'Rekonsiliasi Midtrans', 63),
  /** money reports (issue 47): sales by channel and method, shows, subscriptions, gifts; the books' exports */
  financeReport: adminScreen('/managelaporan', 'shop', 'Laporan Keuangan', 64),
  /** the link of a waiting list's offer mail: the held seats, bought here */
  waitlistOffer: { path: '/tiket/penawaran/:id', guard: 'user' },
} as const satisfies Record<string, StaticRoute>;

export type StaticRouteKey = keyof typeof staticRoutes;

import type { ComponentType } from 'react';
import { SITE_SLUG } from '../lib/site';

export type Guard = 'public' | 'user' | 'subscriber' | 'admin';
type PageModule = Promise<{ default: ComponentType }>;

export interface PageRoute {
  path: string;
  page: () => PageModule;
  guard?: Guard;
}

/**
 * Every page of the site, by route: the file behind a URL is found here in one step.
 * Pages load lazily, so public pages never download admin or subscriber code.
 */
export const siteRoutes: PageRoute[] = [
  { path: '/', page: () => import('../features/landing/pages/landing-page') },
  { path: `/${SITE_SLUG}`, page: () => import('../features/about/pages/about-page') },
  { path: '/login', page: () => import('../features/auth/pages/login-page') },
  { path: '/register', page: () => import('../features/auth/pages/register-page') },
  { path: '/lupa-password', page: () => import('../features/auth/pages/forgot-password-page') },
  { path: '/reset-password', page: () => import('../features/auth/pages/reset-password-page') },
  { path: '/account', page: () => import('../features/auth/pages/account-page'), guard: 'user' },
  { path: '/error', page: () => import('../features/errors/pages/error-page') },
  { path: '/news', page: () => import('../features/articles/pages/news-list-page') },
  { path: '/news/:id', page: () => import('../features/articles/pages/news-detail-page') },
  { path: '/collaboration', page: () => import('../features/articles/pages/collaboration-list-page') },
  { path: '/collaboration/:id', page: () => import('../features/articles/pages/collaboration-detail-page') },
  { path: '/partnership', page: () => import('../features/articles/pages/partnership-list-page') },
  { path: '/partnership/:id', page: () => import('../features/articles/pages/partnership-detail-page') },
  { path: '/program', page: () => import('../features/programs/pages/program-list-page') },
  { path: '/program/:id', page: () => import('../features/programs/pages/program-detail-page') },
  { path: '/anggota', page: () => import('../features/members/pages/member-list-page') },
  { path: '/anggota/:id', page: () => import('../features/members/pages/member-detail-page') },
  { path: '/coaching', page: () => import('../features/members/pages/coaching-page') },
  { path: '/photos', page: () => import('../features/gallery/pages/gallery-list-page') },
  { path: '/photos/:id', page: () => import('../features/gallery/pages/gallery-detail-page') },
  { path: '/merch', page: () => import('../features/merch/pages/merch-list-page') },
  { path: '/merch/:id', page: () => import('../features/merch/pages/merch-detail-page') },
  { path: '/sewa', page: () => import('../features/rentals/pages/rental-list-page') },
  { path: '/sewa/:id', page: () => import('../features/rentals/pages/rental-detail-page') },
  { path: '/scripts', page: () => import('../features/scripts/pages/script-list-page') },
  { path: '/scripts/setiapscript', page: () => import('../features/scripts/pages/script-detail-page') },
  { path: '/donation', page: () => import('../features/donation/pages/donation-page') },
  { path: '/subscription', page: () => import('../features/subscription/pages/subscription-page') },
  { path: '/tiket', page: () => import('../features/tickets/pages/ticket-list-page') },
  { path: '/tiket/kontentiket', page: () => import('../features/tickets/pages/ticket-show-page') },
  {
    path: '/payment/sandbox/:token',
    page: () => import('../features/payment/pages/sandbox-checkout-page'),
    guard: 'user',
  },
  {
    path: '/history-subscription',
    page: () => import('../features/history/pages/subscription-history-page'),
    guard: 'user',
  },
  {
    path: '/history-pembelian-tiket',
    page: () => import('../features/history/pages/ticket-history-page'),
    guard: 'user',
  },
  { path: '/subs', page: () => import('../features/subs/pages/subs-home-page'), guard: 'subscriber' },
  {
    path: '/subs/kontenbukusubscribers',
    page: () => import('../features/subs/pages/book-list-page'),
    guard: 'subscriber',
  },
  {
    path: '/subs/kontenbukusubscribers/:id',
    page: () => import('../features/subs/pages/book-detail-page'),
    guard: 'subscriber',
  },
  {
    path: '/subs/kontenvideosubscribers',
    page: () => import('../features/subs/pages/video-list-page'),
    guard: 'subscriber',
  },
  {
    path: '/subs/kontenvideosubscribers/:id',
    page: () => import('../features/subs/pages/video-detail-page'),
    guard: 'subscriber',
  },
  {
    path: '/subs/kontengalerisubscribers',
    page: () => import('../features/subs/pages/album-list-page'),
    guard: 'subscriber',
  },
  {
    path: '/subs/kontengalerisubscribers/:id',
    page: () => import('../features/subs/pages/album-detail-page'),
    guard: 'subscriber',
  },
];

const admin = (path: string, page: () => PageModule): PageRoute => ({ path, page, guard: 'admin' });

/** Admin screens, inside the admin layout (side navigation). */
export const adminRoutes: PageRoute[] = [
  admin('/admin', () => import('../features/admin/screens/dashboard')),
  admin('/manageaccounts', () => import('../features/admin/screens/accounts')),
  admin('/adminpayment', () => import('../features/admin/screens/payments')),
  admin('/manageorders', () => import('../features/admin/screens/ticket-orders')),
  admin('/adminmail', () => import('../features/admin/screens/mails')),
  admin('/profileadmin', () => import('../features/admin/screens/profile')),
  admin('/manageprogram', () => import('../features/admin/screens/programs')),
  admin('/manageprogram/addprogram', () => import('../features/admin/screens/programs-add')),
  admin('/managegallery', () => import('../features/admin/screens/gallery')),
  admin('/managegallery/:id/foto', () => import('../features/admin/screens/gallery-photos')),
  admin('/managemembers', () => import('../features/admin/screens/members')),
  admin('/managemembers/addanggota', () => import('../features/admin/screens/members-add')),
  admin('/managenews', () => import('../features/admin/screens/news')),
  admin('/manageberita', () => import('../features/admin/screens/news')),
  admin('/managenews/addberita', () => import('../features/admin/screens/news-add')),
  admin('/managecollabs', () => import('../features/admin/screens/collabs')),
  admin('/managecollabs/addkolaborasi', () => import('../features/admin/screens/collabs-add')),
  admin('/managepartners', () => import('../features/admin/screens/partners')),
  admin('/managepartners/addpartners', () => import('../features/admin/screens/partners-add')),
  admin('/manageticket', () => import('../features/admin/screens/tickets')),
  admin('/manageticket/addtiket', () => import('../features/admin/screens/tickets-add')),
  admin('/checkin', () => import('../features/admin/screens/checkin')),
  admin('/checkin/:id', () => import('../features/admin/screens/attendees')),
  admin('/manageshop', () => import('../features/admin/screens/shop')),
  admin('/manageshop/addmerch', () => import('../features/admin/screens/shop-add')),
  admin('/managerents', () => import('../features/admin/screens/rents')),
  admin('/managerents/addsewa', () => import('../features/admin/screens/rents-add')),
  admin('/managenaskah', () => import('../features/admin/screens/naskah')),
  admin('/managescripts/addnaskah', () => import('../features/admin/screens/naskah-add')),
  admin('/managedonasi', () => import('../features/admin/screens/donasi')),
  admin('/managescripts', () => import('../features/admin/screens/subs-scripts')),
  admin('/managesubnaskah/addsubnaskah', () => import('../features/admin/screens/subs-scripts-add')),
  admin('/managephotos', () => import('../features/admin/screens/subs-albums')),
  admin('/managephotos/:id/foto', () => import('../features/admin/screens/subs-album-photos')),
  admin('/managesubgaleri/addsubgaleri', () => import('../features/admin/screens/subs-albums-add')),
  admin('/managesubvideo', () => import('../features/admin/screens/subs-videos')),
  admin('/managesubvideo/addsubvideo', () => import('../features/admin/screens/subs-videos-add')),
  admin('/managevideo', () => import('../features/admin/screens/intro-videos')),
  admin('/admin/managesectionvideo', () => import('../features/admin/screens/intro-videos')),
  admin('/admin/managesectionbanner', () => import('../features/admin/screens/section-banner')),
  admin('/admin/managesectiongaleri', () => import('../features/admin/screens/section-gallery')),
  admin('/admin/managesectionprogram', () => import('../features/admin/screens/section-program')),
  admin('/admin/managesectionberita', () => import('../features/admin/screens/section-berita')),
  admin('/admin/managesectionkolaborasi', () => import('../features/admin/screens/section-kolaborasi')),
  admin('/admin/managesectiontestimoni', () => import('../features/admin/screens/section-testimoni')),
];

import { SITE_SLUG } from './site';

/** Every URL of the site, built in one place. */
export const paths = {
  home: '/',
  about: `/${SITE_SLUG}`,
  login: '/login',
  register: '/register',
  forgotPassword: '/lupa-password',
  resetPassword: '/reset-password',
  account: '/account',
  error: '/error',
  news: { list: '/news', detail: (id: number | string) => `/news/${id}` },
  collaboration: { list: '/collaboration', detail: (id: number | string) => `/collaboration/${id}` },
  partnership: { list: '/partnership', detail: (id: number | string) => `/partnership/${id}` },
  program: { list: '/program', detail: (id: number | string) => `/program/${id}` },
  members: { list: '/anggota', detail: (id: number | string) => `/anggota/${id}` },
  photos: { list: '/photos', detail: (id: number | string) => `/photos/${id}` },
  merch: { list: '/merch', detail: (id: number | string) => `/merch/${id}` },
  rentals: { list: '/sewa', detail: (id: number | string) => `/sewa/${id}` },
  scripts: { list: '/scripts', detail: (id?: number | string) => `/scripts/setiapscript${id ? `?id=${id}` : ''}` },
  coaching: '/coaching',
  subscription: '/subscription',
  tickets: { list: '/tiket', show: (id?: number | string) => `/tiket/kontentiket${id ? `?id=${id}` : ''}` },
  donation: '/donation',
  payment: { sandbox: (token: string) => `/payment/sandbox/${token}` },
  history: { subscription: '/history-subscription', tickets: '/history-pembelian-tiket' },
  subs: {
    home: '/subs',
    books: {
      list: '/subs/kontenbukusubscribers',
      detail: (id: number | string) => `/subs/kontenbukusubscribers/${id}`,
    },
    videos: {
      list: '/subs/kontenvideosubscribers',
      detail: (id: number | string) => `/subs/kontenvideosubscribers/${id}`,
    },
    albums: {
      list: '/subs/kontengalerisubscribers',
      detail: (id: number | string) => `/subs/kontengalerisubscribers/${id}`,
    },
  },
  admin: { home: '/admin' },
} as const;

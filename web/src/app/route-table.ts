import {
  type Guard,
  type ResourceKey,
  type RouteKind,
  type resources,
  routePath,
  type SiteRoute,
  type StaticRouteKey,
  withSite,
} from '@teater/contract';
import type { ComponentType } from 'react';
import { SITE_NAME } from '../lib/site';
import { siteRoutes } from '../lib/site-table';

// Pages take no props, except the generic ones, which are told which resource and page they show.
// biome-ignore lint/suspicious/noExplicitAny: each page declares its own props
type PageModule = Promise<{ default: ComponentType<any> }>;
type PageLoader = () => PageModule;

export interface PageRoute {
  key: string;
  path: string;
  guard: Guard;
  page: PageLoader;
  /** what a generic page is told: the resource and the page's name */
  props?: { resource: string; page: string };
  /** served as islands: the server's HTML with only its interactive parts hydrated (decision 023) */
  islands?: boolean;
}

/**
 * The page module behind every route of the URL table (contract/src/site: pages of their own in
 * static-routes.ts, a resource's in its definition's `routes`): a route's key there (`login`, or
 * `donations` and `list`) is its key here. Pages load lazily, so public pages never download
 * admin or subscriber code.
 */
const staticPages: Record<StaticRouteKey, PageLoader> = {
  home: () => import('../features/landing/pages/landing-page'),
  about: () => import('../features/about/pages/about-page'),
  login: () => import('../features/accounts/pages/login-page'),
  register: () => import('../features/accounts/pages/register-page'),
  forgotPassword: () => import('../features/accounts/pages/forgot-password-page'),
  resetPassword: () => import('../features/accounts/pages/reset-password-page'),
  account: () => import('../features/accounts/pages/account-page'),
  security: () => import('../features/accounts/pages/security-page'),
  error: () => import('../features/errors/pages/error-page'),
  privacyNotice: () => import('../features/privacy/pages/privacy-notice-page'),
  withdrawNews: () => import('../features/privacy/pages/withdraw-page'),
  subscription: () => import('../features/membership/pages/subscription-page'),
  paymentSandbox: () => import('../features/payments/pages/sandbox-checkout-page'),
  gopayLink: () => import('../features/payments/pages/gopay-link-page'),
  // a visitor's gift (no account needed) is paid on the same sandbox page, outside the member pages
  donationCheckout: () => import('../features/payments/pages/sandbox-checkout-page'),
  stopMonthlyGift: () => import('../features/donations/pages/stop-monthly-page'),
  subscriptionHistory: () => import('../features/box-office/pages/subscription-history-page'),
  ticketHistory: () => import('../features/box-office/pages/ticket-history-page'),
  subsHome: () => import('../features/membership/pages/subs-home-page'),
  dashboard: () => import('../features/admin/screens/dashboard'),
  accounts: () => import('../features/admin/screens/accounts'),
  payments: () => import('../features/admin/screens/payments'),
  renewals: () => import('../features/admin/screens/renewals'),
  gifts: () => import('../features/admin/screens/gifts'),
  settlements: () => import('../features/finance/settlements/settlement-screen'),
  financeReport: () => import('../features/admin/screens/finance-report'),
  ticketOrders: () => import('../features/admin/screens/ticket-orders'),
  mails: () => import('../features/admin/screens/mails'),
  audit: () => import('../features/admin/screens/audit'),
  adminProfile: () => import('../features/admin/screens/profile'),
  breaches: () => import('../features/admin/screens/breaches'),
  breach: () => import('../features/admin/screens/breach'),
  checkin: () => import('../features/admin/screens/checkin'),
  attendees: () => import('../features/admin/screens/attendees'),
  doorPasses: () => import('../features/admin/screens/door-passes'),
  venuePlans: () => import('../features/admin/screens/venue-plans'),
  seatChart: () => import('../features/admin/screens/seat-chart'),
  waitlists: () => import('../features/admin/screens/waitlists'),
  waitlistOffer: () => import('../features/box-office/pages/waitlist-offer-page'),
};

type RouteNames<K extends ResourceKey> = Extract<keyof (typeof resources)[K]['routes'], string>;

/** A resource's routes with a page of their own; the others show the generic pages below. */
const resourcePages: { [K in ResourceKey]?: Partial<Record<RouteNames<K>, PageLoader>> } = {
  news: {
    list: () => import('../features/articles/pages/news-list-page'),
    detail: () => import('../features/articles/pages/news-detail-page'),
  },
  collaborations: {
    list: () => import('../features/articles/pages/collaboration-list-page'),
    detail: () => import('../features/articles/pages/collaboration-detail-page'),
  },
  partnerships: {
    list: () => import('../features/articles/pages/partnership-list-page'),
    detail: () => import('../features/articles/pages/partnership-detail-page'),
  },
  programs: {
    list: () => import('../features/programs/pages/program-list-page'),
    detail: () => import('../features/programs/pages/program-detail-page'),
  },
  members: {
    list: () => import('../features/members/pages/member-list-page'),
    detail: () => import('../features/members/pages/member-detail-page'),
    coaching: () => import('../features/members/pages/coaching-page'),
  },
  gallery: {
    list: () => import('../features/gallery/pages/gallery-list-page'),
    detail: () => import('../features/gallery/pages/gallery-detail-page'),
  },
  tickets: {
    list: () => import('../features/box-office/pages/ticket-list-page'),
    show: () => import('../features/box-office/pages/ticket-show-page'),
  },
  vouchers: { admin: () => import('../features/admin/screens/vouchers') },
  products: {
    list: () => import('../features/products/pages/product-list-page'),
    detail: () => import('../features/products/pages/product-detail-page'),
  },
  rentals: {
    list: () => import('../features/rentals/pages/rental-list-page'),
    detail: () => import('../features/rentals/pages/rental-detail-page'),
  },
  scripts: {
    list: () => import('../features/scripts/pages/script-list-page'),
    detail: () => import('../features/scripts/pages/script-detail-page'),
  },
  donations: { list: () => import('../features/donations/pages/donation-page') },
  campaigns: { detail: () => import('../features/donations/pages/campaign-page') },
  subsVideos: {
    list: () => import('../features/membership/pages/video-list-page'),
    detail: () => import('../features/membership/pages/video-detail-page'),
  },
  subsAlbums: {
    list: () => import('../features/membership/pages/album-list-page'),
    detail: () => import('../features/membership/pages/album-detail-page'),
  },
  subsScripts: {
    list: () => import('../features/membership/pages/script-list-page'),
    detail: () => import('../features/membership/pages/script-detail-page'),
  },
  introVideos: {
    admin: () => import('../features/admin/screens/intro-videos'),
    adminSection: () => import('../features/admin/screens/intro-videos'),
  },
};

/** A resource's route without a page of its own: a page built from its definition. */
const genericPages: Record<Exclude<RouteKind, 'page'>, PageLoader> = {
  list: () => import('../features/resources/pages/resource-list-page'),
  detail: () => import('../features/resources/pages/resource-detail-page'),
  admin: () => import('../features/admin/screens/resource-screen'),
  adminAdd: () => import('../features/admin/screens/resource-add-screen'),
};

/** Generic admin screens other than the manage screen, by route name. */
const genericScreens: Record<string, PageLoader> = {
  adminPhotos: () => import('../features/admin/albums/album-photos-screen'),
};

/** A route's page; islands as its definition declares (a resource's `pages`, or static-routes.ts). */
function toPageRoute(route: SiteRoute): PageRoute {
  return { ...pageOf(route), ...(route.islands ? { islands: true } : {}) };
}

function pageOf(route: SiteRoute): PageRoute {
  const path = withSite(routePath(route.path), SITE_NAME, true);
  if (route.kind === 'page')
    return { key: route.key, path, guard: route.guard, page: staticPages[route.key as StaticRouteKey] };
  const name = route.name ?? '';
  const own = (resourcePages[route.resource as ResourceKey] as Record<string, PageLoader> | undefined)?.[name];
  if (own) return { key: route.key, path, guard: route.guard, page: own };
  return {
    key: route.key,
    path,
    guard: route.guard,
    page: genericScreens[name] ?? genericPages[route.kind],
    props: { resource: route.resource ?? '', page: name },
  };
}

/** Every route of a URL table with the page that shows it. */
export const pageRoutesOf = (routes: readonly SiteRoute[]) => routes.map(toPageRoute);

const all = pageRoutesOf(siteRoutes);
/** The site's pages, inside the site layout (header, footer). */
export const pageRoutes = all.filter((route) => route.guard !== 'admin');
/** Admin screens, inside the admin layout (side navigation). */
export const adminRoutes = all.filter((route) => route.guard === 'admin');

/** Business constants of the spec (section 9) and DESIGN.md. */
export const SUBSCRIPTION_PLAN = {
  /** shown as `Sahabat {SITE_NAME}` */
  namePrefix: 'Sahabat',
  price: 65_000,
  months: 1,
  /**
   * An unpaid checkout can be paid this long after it began (from the history, 'Bayar sekarang'),
   * then the provider lets it expire: a bank transfer's virtual account needs hours, not minutes.
   */
  checkoutHours: 24,
} as const;

/** Until when a subscription checkout begun at `createdAt` can be paid. */
export const subscriptionCheckoutEnds = (createdAt: Date | string) =>
  new Date(new Date(createdAt).getTime() + SUBSCRIPTION_PLAN.checkoutHours * 3_600_000);

export const MAX_TICKETS_PER_ORDER = 10;
export const MIN_TICKETS_PER_ORDER = 1;
export const MEMBERS_PAGE_SIZE = 9;
export const GALLERY_PAGE_SIZE = 12;

export const UPLOAD_LIMITS = {
  image: 10 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  document: 20 * 1024 * 1024,
} as const;

/** The most pixels an uploaded picture may have (decoding one takes about 4 bytes per pixel). */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** 768: the phones most of our visitors use (360 to 384 CSS pixels at 2 device pixels per pixel, 412 at 1.75) need 720 to 768 */
export const IMAGE_WIDTHS = [320, 640, 768, 960, 1280] as const;

/** `door`: a door pass's account, which opens the door of its shows and nothing else (decision 025). */
export const ROLES = ['user', 'admin', 'superadmin', 'door'] as const;
export type Role = (typeof ROLES)[number];
/** The roles an admin gives an account on the accounts screen; door accounts come from door passes. */
export const ACCOUNT_ROLES = ['user', 'admin', 'superadmin'] as const;
export const isDoorRole = (role: string | null | undefined): boolean => role === 'door';
export const ADMIN_ROLES: readonly Role[] = ['admin', 'superadmin'];
export const isAdminRole = (role: string | null | undefined): role is 'admin' | 'superadmin' =>
  role === 'admin' || role === 'superadmin';

export const LANDING_KEYS = { hero: 'teater1', gallery: 'galeriteater1' } as const;

export const CAROUSEL = { autoplayMs: 3500, spaceBetween: 30 } as const;
export const SCROLL_TOP_THRESHOLD = 300;
export const UPLOADED_LABEL_MS = 3000;

/** A show's ticket categories (contract/src/ticket-categories.ts): at most this many, each this many seats. */
export const MAX_CATEGORIES_PER_SHOW = 20;
export const MAX_SEATS_PER_CATEGORY = 100_000;

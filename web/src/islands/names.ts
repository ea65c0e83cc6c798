/** The islands a server-rendered page may hold; islands/registry.ts loads each by its name. */
export const ISLAND_NAMES = [
  'header',
  'scroll-to-top',
  'photo-carousel',
  'testimonials',
  'contact-dialog',
  'gallery-viewer',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'withdraw-news',
  'subscription-offer',
  'auto-renew',
  'renewal-box',
  'gopay-link',
  'show-order',
  'card-order',
  'checkout-actions',
  'seat-tickets',
  'my-waitlist',
  'sandbox-choices',
  'profile-form',
  'password-form',
  'whatsapp-form',
  'news-consent',
  'delete-account',
  'current-campaign',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export const isIslandName = (name: string | undefined): name is IslandName =>
  (ISLAND_NAMES as readonly (string | undefined)[]).includes(name);

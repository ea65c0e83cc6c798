/**
 * The shapes of the URL table. Route patterns: `:id` (or `:token`) is a path parameter; an id
 * carried in the query is written `?id=:id` (`/scripts/setiapscript?id=:id`); `{site}` is the
 * company name's slug (the about page).
 */

/** Who may open a page; the server enforces the same rules on every call the page makes. */
export type Guard = 'public' | 'user' | 'subscriber' | 'admin';

/** The site's menus: the header's Bio dropdown, Lainnya dropdown, direct links (desktop, phone), the
 * account's Settings dropdown, the footer, the landing page's shortcut grid and the admin side navigation. */
export type MenuName = 'bio' | 'more' | 'desktop' | 'mobile' | 'account' | 'footer' | 'shortcuts' | 'admin';

/** The admin side navigation's groups, in order. */
export const ADMIN_NAV_GROUPS = {
  general: 'Umum',
  content: 'Konten',
  shop: 'Tiket & Toko',
  subs: 'Konten Subscriber',
  landing: 'Landing Page',
} as const;
export type AdminNavGroup = keyof typeof ADMIN_NAV_GROUPS;

/** The landing shortcuts' line icons (web/src/features/landing/components/shortcut-icons.tsx). */
export type ShortcutIcon = 'masks' | 'coach' | 'handshake' | 'building' | 'bag' | 'box' | 'ticket' | 'heart';

/**
 * A link in a menu; menus list their entries by `order` (tens leave room between). `label` may
 * carry `{site}`, the company name.
 */
export interface MenuEntry<R extends string = string> {
  menu: MenuName;
  label: string;
  order: number;
  /** which of the owner's routes it opens; default its list page (`list`), or `admin` in the admin menu */
  to?: R;
  /** a second line under the label (the Bio dropdown) */
  hint?: string;
  icon?: ShortcutIcon;
  group?: AdminNavGroup;
  /** opened through the login page, which leads on to it afterwards (`/login?next=…`) */
  viaLogin?: boolean;
}

/** A page that belongs to no resource (home, login, account, the dashboard, …). */
export interface StaticRoute {
  path: string;
  guard?: Guard;
  /** hydrates as islands (see HydrationDef in resource-pages.ts) */
  islands?: true;
  menus?: readonly MenuEntry<never>[];
}

export type RouteKind = 'page' | 'list' | 'detail' | 'admin' | 'adminAdd';

/** One route of the site, flattened from the tables. */
export interface SiteRoute {
  /** `about`, `login`, … for pages of their own; `resource.route` for a resource's (`donations.list`) */
  key: string;
  path: string;
  guard: Guard;
  kind: RouteKind;
  /** a resource's route: the resource's code name (`donations`, its key in `resources`) and the route's name (`list`) */
  resource?: string;
  name?: string;
  /** served as islands: the server's HTML with only its interactive parts hydrated (decision 023) */
  islands?: true;
}

/** A menu link as placed in the table: its path may still carry `{site}`. */
export interface PlacedMenuEntry {
  menu: MenuName;
  order: number;
  label: string;
  to: string;
  hint?: string;
  icon?: ShortcutIcon;
  group?: AdminNavGroup;
  viaLogin?: boolean;
  /** who may open it (the account menu shows Admin Dashboard to admins only) */
  guard: Guard;
}

/** A menu link, ready to show. */
export type MenuLink = Omit<PlacedMenuEntry, 'menu' | 'order'>;

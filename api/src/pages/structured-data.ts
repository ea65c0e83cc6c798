import { companyContact, type Locale, localePath, type StructuredKind, slugify } from '@teater/contract';
import type {
  BreadcrumbList,
  Event,
  ItemAvailability,
  NewsArticle,
  Offer,
  PerformingGroup,
  Person,
  Thing,
  WithContext,
} from 'schema-dts';

export interface StructuredContext {
  siteName: string;
  /** the site's origin, no trailing slash */
  origin: string;
  /** absolute URL of the page */
  url: string;
  /** the list page it belongs to: its title and absolute URL (for the breadcrumb) */
  list?: { title: string; url: string };
  title: string;
  description: string;
  /** absolute image URL */
  image?: string;
  /** the page's language: texts are in it, home links point to its home */
  locale: Locale;
}

const homeOf = (ctx: StructuredContext) => `${ctx.origin}${localePath('/', ctx.locale)}`;

type Item = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A moment in WIB with its offset (`2026-12-08T19:30:00+07:00`), as event dates should read. */
export function wibIso(value: unknown): string | undefined {
  const time = typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(time)) return undefined;
  return `${new Date(time + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}

/** The company: a performing group in Bandar Lampung, with its logo and social accounts. */
export function company(siteName: string, origin: string, locale: Locale = 'id'): WithContext<PerformingGroup> {
  const contact = companyContact(slugify(siteName));
  return {
    '@context': 'https://schema.org',
    '@type': 'PerformingGroup',
    name: siteName,
    url: `${origin}${localePath('/', locale)}`,
    logo: `${origin}/favicon.svg`,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.street,
      addressLocality: contact.locality,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: 'ID',
    },
    sameAs: contact.social.map((s) => s.url),
  };
}

const publisher = (ctx: StructuredContext) => ({
  '@type': 'Organization' as const,
  name: ctx.siteName,
  logo: { '@type': 'ImageObject' as const, url: `${ctx.origin}/favicon.svg` },
});

function article(item: Item, ctx: StructuredContext): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: ctx.title.slice(0, 110),
    inLanguage: ctx.locale,
    description: ctx.description,
    ...(ctx.image ? { image: [ctx.image] } : {}),
    datePublished: wibIso(item.createdAt),
    dateModified: wibIso(item.updatedAt ?? item.createdAt),
    author: publisher(ctx),
    publisher: publisher(ctx),
    mainEntityOfPage: ctx.url,
  };
}

interface CategoryItem {
  name: string;
  price: number;
  seats_left: number;
  sales_start: string | null;
  sales_end: string | null;
}

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/**
 * One offer per ticket category, as its seats and its sales window (inside the show's, and never
 * after the show begins) stand now: on sale, sold out, not yet on sale, or no longer.
 */
function offersOf(item: Item, url: string, now = Date.now()): Offer[] {
  const categories = Array.isArray(item.categories) ? (item.categories as CategoryItem[]) : [];
  return categories.map((category) => {
    const opens = Math.max(time(item.tanggal_mulai_penjualan), time(category.sales_start) || 0);
    const closes = Math.min(
      time(item.tanggal_selesai_penjualan),
      time(item.tanggal_pertujukan),
      time(category.sales_end) || Number.POSITIVE_INFINITY,
    );
    let availability: ItemAvailability = 'https://schema.org/InStock';
    if (category.seats_left <= 0) availability = 'https://schema.org/SoldOut';
    else if (now < opens) availability = 'https://schema.org/PreOrder';
    else if (now >= closes) availability = 'https://schema.org/Discontinued';
    return {
      '@type': 'Offer',
      name: category.name,
      url,
      price: category.price,
      priceCurrency: 'IDR',
      availability,
      validFrom: wibIso(new Date(opens)),
      validThrough: wibIso(new Date(closes)),
    };
  });
}

/** A show: its date in WIB, the venue, and an offer per ticket category. */
function event(item: Item, ctx: StructuredContext): WithContext<Event> {
  const start = wibIso(item.tanggal_pertujukan);
  const end =
    typeof item.tanggal_pertujukan === 'string'
      ? wibIso(new Date(Date.parse(item.tanggal_pertujukan) + 2 * 3_600_000))
      : undefined;
  const place = text(item.tempat_pertujukan) ?? ctx.siteName;
  const contact = companyContact(slugify(ctx.siteName));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: ctx.title,
    inLanguage: ctx.locale,
    description: ctx.description,
    ...(ctx.image ? { image: [ctx.image] } : {}),
    startDate: start,
    endDate: end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: place,
      address: {
        '@type': 'PostalAddress',
        addressLocality: contact.locality,
        addressRegion: contact.region,
        addressCountry: 'ID',
      },
    },
    organizer: { '@type': 'PerformingGroup', name: ctx.siteName, url: homeOf(ctx) },
    performer: { '@type': 'PerformingGroup', name: ctx.siteName },
    offers: offersOf(item, ctx.url),
  };
}

function person(item: Item, ctx: StructuredContext): WithContext<Person> {
  const links = [text(item.linkig), text(item.porto)].filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: ctx.title,
    description: ctx.description,
    ...(ctx.image ? { image: ctx.image } : {}),
    url: ctx.url,
    ...(links.length ? { sameAs: links } : {}),
    memberOf: { '@type': 'PerformingGroup', name: ctx.siteName, url: homeOf(ctx) },
  };
}

function breadcrumb(ctx: StructuredContext): WithContext<BreadcrumbList> {
  const trail = [
    { name: ctx.siteName, url: homeOf(ctx) },
    ...(ctx.list ? [{ name: ctx.list.title, url: ctx.list.url }] : []),
    { name: ctx.title, url: ctx.url },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The JSON-LD of a detail page: what it shows, and where it sits on the site. */
export function detailStructuredData(
  kind: StructuredKind | undefined,
  item: Item,
  ctx: StructuredContext,
): WithContext<Thing>[] {
  const main = { article, event, person }[kind ?? 'article'];
  return kind ? [main(item, ctx), breadcrumb(ctx)] : [breadcrumb(ctx)];
}

/** `<script type="application/ld+json">` blocks; `<` escaped so no text can close them. */
export const jsonLdTags = (blocks: WithContext<Thing>[]) =>
  blocks.map(
    (block) => `<script type="application/ld+json">${JSON.stringify(block).replaceAll('<', '\\u003c')}</script>`,
  );

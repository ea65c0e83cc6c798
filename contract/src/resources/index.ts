import { kampanyes } from '../donations/campaigns.js';
import type { ResourceDef } from '../resource.js';
import { announcements } from './announcements.js';
import { beritakolaborasis } from './collaborations.js';
import { donasis } from './donations.js';
import { galeris } from './gallery.js';
import { ipvideos, lpanggotautamas, lpberitas, lpkolaborasis, lpprograms, lptestimonis } from './landing-sections.js';
import { landingpageimages, lpgaleris } from './landing-sets.js';
import { profilanggotas } from './members.js';
import { beritas } from './news.js';
import { beritapartners } from './partnerships.js';
import { products } from './products.js';
import { programs } from './programs.js';
import { merchs } from './rentals.js';
import { naskahs } from './scripts.js';
import { subsgaleri } from './subs-albums.js';
import { subsnaskahs } from './subs-scripts.js';
import { subsvideos } from './subs-videos.js';
import { tikets } from './tickets.js';
import { vouchers } from './vouchers.js';

export * from './announcements.js';
export * from './articles.js';
export * from './collaborations.js';
export * from './donations.js';
export * from './gallery.js';
export * from './landing-sections.js';
export * from './landing-sets.js';
export * from './members.js';
export * from './news.js';
export * from './partnerships.js';
export * from './products.js';
export * from './programs.js';
export * from './rentals.js';
export * from './scripts.js';
export * from './subs-albums.js';
export * from './subs-scripts.js';
export * from './subs-videos.js';
export * from './tickets.js';
export * from './vouchers.js';
export type { ResourceDef };

/**
 * Every resource, by its code name (docs/glossary.md); each definition carries the spec's name
 * (`name`: its API path and table). Adding a resource: its file beside this one, then one line
 * here and above (docs/adding-a-resource.md). The URL table, the API and the admin kit read this.
 */
export const resources = {
  news: beritas,
  collaborations: beritakolaborasis,
  partnerships: beritapartners,
  programs,
  members: profilanggotas,
  gallery: galeris,
  tickets: tikets,
  vouchers,
  products,
  rentals: merchs,
  scripts: naskahs,
  donations: donasis,
  campaigns: kampanyes,
  subsVideos: subsvideos,
  subsAlbums: subsgaleri,
  subsScripts: subsnaskahs,
  introVideos: ipvideos,
  hero: landingpageimages,
  landingGallery: lpgaleris,
  landingPrograms: lpprograms,
  landingNews: lpberitas,
  landingCollaborations: lpkolaborasis,
  testimonials: lptestimonis,
  featuredMembers: lpanggotautamas,
  announcements,
};

export type ResourceKey = keyof typeof resources;

/** The resources a site is made of, by code name: `resources`, or more in a test. */
export type ResourceRegistry = Readonly<Record<string, ResourceDef>>;

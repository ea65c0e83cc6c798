import { f } from './fields.js';
import { localized } from './i18n/localized.js';
import { publishingEnglish } from './messages/en/publishing.js';
import { publishingTexts } from './messages/id/publishing.js';

/**
 * The fields of content that can be drafted and scheduled (news, collaboration and partnership
 * items, programs, shows). A draft, or an item whose time has not come, is seen by admins only:
 * not by the public, the sitemap or the cache. Calls that send neither (the spec's) publish at once.
 */
export const publishingFields = {
  draft: f.boolean('Draf', { hint: 'Draf hanya terlihat oleh admin' }),
  published_at: f.datetime('Terbit pada', { hint: 'Kosongkan untuk terbit sekarang' }),
};

export interface Publishable {
  draft?: boolean | null;
  published_at?: string | Date | null;
}

/** Whether the public sees an item now. */
export const isPublished = (item: Publishable, now = Date.now()) =>
  !item.draft && (!item.published_at || new Date(item.published_at).getTime() <= now);

export const publishingMessages = localized('publishing', publishingTexts, publishingEnglish);

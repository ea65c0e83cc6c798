import type { English } from '../../i18n/localized.js';
import type { PublishingTexts } from '../id/publishing.js';

export const publishingEnglish: English<PublishingTexts> = {
  draft: 'Draft',
  live: 'Live',
  scheduled: (when) => `Scheduled: ${when} WIB`,
  preview: 'Preview',
};

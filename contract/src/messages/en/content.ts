import type { English } from '../../i18n/localized.js';
import type { ContentTexts } from '../id/content.js';

export const contentEnglish: English<ContentTexts> = {
  articleNotFound: 'News item not found.',
  backToNews: 'Back to News',
  newsError: 'Error fetching news data',
  readMore: 'Read more',
  articleLink: 'Visit the link',
  noDescription: 'No description available',
  viewFullscreen: 'View full screen',
  imageOf: (title, n, total) => `${title}, image ${n} of ${total}`,
  lightboxPrevious: 'Previous image',
  lightboxNext: 'Next image',
  lightboxClose: 'Close',
  lightboxCounter: (n, total) => `${n} / ${total}`,
  carouselBullet: 'Go to image {{index}}',
};

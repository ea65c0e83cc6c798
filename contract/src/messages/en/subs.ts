import type { English } from '../../i18n/localized.js';
import type { SubsTexts } from '../id/subs.js';

export const subsEnglish: English<SubsTexts> = {
  homeTitle: 'Exclusive Content',
  homeIntro: 'Thank you for being one of our Sahabat. Enjoy work that is only available to subscribers.',
  learnMore: 'Learn more',
  sections: {
    videos: {
      title: 'Exclusive Videos',
      text: 'Full recordings of our performances, rehearsals and stories from behind the scenes.',
    },
    albums: {
      title: 'Exclusive Gallery',
      text: 'Photo albums of dress rehearsals, tours and classes that we do not post anywhere else.',
    },
    books: {
      title: 'Exclusive Scripts and Books',
      text: 'Performance scripts and theatre books to read or download.',
    },
  },
  noTitle: 'Title Not Available',
  noDescription: 'Description not available',
  noKarya: 'Work not available',
  karya: (karya) => `Work: ${karya}`,
  seeDetail: 'See Details',
  see: 'View',
  back: 'Back',
  empty: 'No content to show yet.',
  notFound: 'Content not found',
  videoUnavailable: 'Video Not Available',
  videoLabel: (title) => `Video: ${title}`,
  aboutVideo: 'About this video',
  director: 'Director',
  summary: 'Summary',
  description: 'Description',
  body: 'Script',
  category: 'Category',
  author: 'Author',
  readFile: 'Read File',
  downloadFile: 'Download File',
  noFile: 'File not available yet',
  moreImages: 'More Photos',
  openImage: (n) => `Enlarge photo ${n}`,
  imageAlt: (title, n) => `${title}, photo ${n}`,
  backToAlbums: 'Back to the Exclusive Gallery',
  deleteQuestion: 'Are you sure to delete this data?',
};

import type { English } from '../../i18n/localized.js';
import type { SeoTexts } from '../id/seo.js';

export const seoEnglish: English<SeoTexts> = {
  siteDescription: (site) =>
    `${site}: a theatre company from Bandar Lampung. Performances, classes, tickets and exclusive content.`,
  titles: {
    about: (site) => `About ${site}`,
    subscription: 'Subscription',
    login: 'Login',
    register: 'Register',
    privacyNotice: 'Privacy Policy',
    withdrawNews: 'Stop receiving news',
  },
};

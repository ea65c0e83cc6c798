import type { English } from '../../i18n/localized.js';
import type { LayoutTexts } from '../id/layout.js';

export const layoutEnglish: English<LayoutTexts> = {
  skipToContent: 'Skip to content',
  mainMenu: 'Main menu',
  bio: 'Bio',
  more: 'More',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  aboutUs: 'About Us',
  myAccount: 'My Account',
  footerLinks: 'Links',
  footerNav: 'Footer links',
  backToTop: 'Back to top',
};

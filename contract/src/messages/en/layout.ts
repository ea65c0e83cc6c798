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
  footerTagline: 'A theatre company from Bandar Lampung: performances, workshops and scripts for the Indonesian stage.',
  footerAddress: 'Address',
  footerFollow: 'Follow Us',
  footerCoalition: 'Member of Koalisi Seni Indonesia',
  footerRights: 'All rights reserved.',
  backToTop: 'Back to top',
};

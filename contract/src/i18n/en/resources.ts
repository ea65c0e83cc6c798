import { registerCatalog, translatedView, translateText } from '../localized.js';
import { contractTextsEnglish } from './contract-texts.js';
import { contentEnglish } from './resources-content.js';
import { shopEnglish } from './resources-shop.js';

/**
 * The English of the texts written once in Indonesian in the resource definitions
 * (contract/src/resources, their helpers and fields), the menus and the pages of their own
 * (contract/src/site): labels, titles, headings, intros, column headers, hints, option labels, admin
 * screens' toasts. Keyed by the Indonesian text (gettext's model); a text built from values is
 * keyed by its template (`textTemplate('Anggota {site}', …)`). Texts a definition takes from a
 * text area (`ticketMessages.manageTitle`) are that area's. English spec texts stay as they are.
 * `resources-catalog.test.ts` fails on a text of a definition or a menu with no English here.
 */
const siteEnglish: Readonly<Record<string, string>> = {
  // the pages of their own's menus (site/static-routes.ts)
  'Tentang {site}': 'About {site}',
  About: 'About',
  Akun: 'Account',
  Keamanan: 'Security',
  'Kebijakan Privasi': 'Privacy Policy',
  Subscription: 'Subscription',
  Subscribe: 'Subscribe',
  'Riwayat Subscription': 'Subscription History',
  'Riwayat Pembelian Tiket': 'Ticket Purchase History',
  'Konten Subscriber': 'Subscriber Content',
  'Admin Dashboard': 'Admin Dashboard',
  Dashboard: 'Dashboard',
  'Kelola Akun': 'Manage Accounts',
  'Riwayat Pembayaran': 'Payment History',
  'Pesanan Tiket': 'Ticket Orders',
  'Email Terkirim': 'Sent Emails',
  'Log Audit': 'Audit Log',
  'Profil Admin': 'Admin Profile',
  'Insiden Data': 'Data Incidents',
  'Check-in Tiket': 'Ticket Check-in',
  'Akses Pintu': 'Door Access',
  'Denah Kursi': 'Seat Plans',
  'Daftar Tunggu': 'Waiting Lists',
  'Langganan Otomatis': 'Automatic Subscriptions',
  'Rekonsiliasi Midtrans': 'Midtrans Reconciliation',

  // the admin navigation's groups (site/types.ts)
  Umum: 'General',
  Konten: 'Content',
  'Tiket & Toko': 'Tickets & Shop',
  'Landing Page': 'Landing Page',
};

// Each registered alone, not spread into one object: a spread may run getters, so a bundler keeps
// it even where nothing reads it (the Indonesian islands build leaves the catalog out).
registerCatalog(contentEnglish);
registerCatalog(shopEnglish);
registerCatalog(siteEnglish);
// the contract's other fixed texts (list filters, publishing fields) travel with the definitions:
// a bundle that shows a resource's screens shows those too (the package has no side-effect imports)
registerCatalog(contractTextsEnglish);

/** The catalog's parts (the completeness test reads them all). */
export const resourceCatalogs = [contentEnglish, shopEnglish, siteEnglish];

/** A text of the menus or the definitions in the current language (this catalog registered). */
export const resourceText = (text: string) => translateText(text);

/** A definition read in the current language (`defineResource`'s view, with this catalog registered). */
export const resourcesView = <T extends object>(definition: T): T => translatedView(definition);

import type { English } from '../../i18n/localized.js';
import type { CatalogueTexts } from '../id/catalogue.js';

export const catalogueEnglish: English<CatalogueTexts> = {
  contactLine: (phone, person) => `Orders and information: ${phone} (${person})`,
  contactDialogTitle: 'Contact us',
  contactVia: (person) => `Contact ${person} on WhatsApp to continue.`,
  whatsapp: 'Chat on WhatsApp',
  close: 'Close',
  perItem: 'per day',
  available: 'Available',
  soldOut: 'Sold out',
  lihat: 'View',
  kembali: 'Back',
  category: 'Category',
  stock: 'Stock',
  script: 'Script',
  buyMessage: (person, item) => `Hello ${person}, I would like to buy "${item}".`,
  rentMessage: (person, item) => `Hello ${person}, I would like to rent "${item}".`,
};

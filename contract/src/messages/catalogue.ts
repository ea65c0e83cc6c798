import { localized } from '../i18n/localized.js';
import { catalogueEnglish } from './en/catalogue.js';
import { catalogue } from './id/catalogue.js';

/** Texts the catalogue pages share (products, rentals, scripts): contact dialog, availability; Indonesian in id/, English in en/. */
export const catalogueMessages = localized('catalogue', catalogue, catalogueEnglish);

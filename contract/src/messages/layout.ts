import { localized } from '../i18n/localized.js';
import { layoutEnglish } from './en/layout.js';
import { layout } from './id/layout.js';

/** The public layout's texts: header, phone menu, footer (Indonesian in id/, English in en/). */
export const layoutMessages = localized('layout', layout, layoutEnglish);

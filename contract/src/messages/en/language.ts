import type { English } from '../../i18n/localized.js';
import type { LanguageTexts } from '../id/language.js';

export const languageEnglish: English<LanguageTexts> = {
  code: 'EN',
  buttonLabel: 'EN, English: change language',
  heading: 'Language',
  current: 'The language shown now',
  untranslated: 'Not yet available in English',
};

import { localized } from '../i18n/localized.js';
import { languageEnglish } from './en/language.js';
import { language } from './id/language.js';

/** The language switch's texts (the language names are written in their own language: LANGUAGE_NAMES). */
export const languageMessages = localized('language', language, languageEnglish);

import { localized } from '../i18n/localized.js';
import { validationEnglish } from './en/validation.js';
import { validation } from './id/validation.js';

/** Validation texts (schemas built at start translate theirs through translateText) (Indonesian in id/, English in en/). */
export const validationMessages = localized('validation', validation, validationEnglish);

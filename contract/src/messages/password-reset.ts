import { localized } from '../i18n/localized.js';
import { passwordResetEnglish } from './en/password-reset.js';
import { passwordReset } from './id/password-reset.js';

/**
 * /lupa-password and /reset-password (apart from the schema module: island pages load texts, never
 * zod). Indonesian in id/, English in en/.
 */
export const passwordResetMessages = localized('password-reset', passwordReset, passwordResetEnglish);

import { localized } from '../i18n/localized.js';
import { loginStepsEnglish } from './en/login-steps.js';
import { loginSteps } from './id/login-steps.js';

/**
 * The login page's texts beside its form (the forgotten password link, the passkey, the second step) (Indonesian in id/, English in en/): an area apart from
 * the security page's, so the login page carries only these.
 */
export const loginStepMessages = localized('login-steps', loginSteps, loginStepsEnglish);

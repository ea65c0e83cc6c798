import type { English } from '../../i18n/localized.js';
import type { AuthPageTexts } from '../id/auth-pages.js';

export const authPagesEnglish: English<AuthPageTexts> = {
  noAccount: 'No account yet? Create one here.',
  haveAccount: 'Already have an account? Log in here.',
  registerButton: 'Register Account',
  passwordHint: 'Please choose a password.',
  forgotPassword: 'Forgot Password?',
  registeredAs: (email) => `Account created, please log in. Your account: ${email}`,
};

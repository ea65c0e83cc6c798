import type { English } from '../../i18n/localized.js';
import type { PasswordResetTexts } from '../id/password-reset.js';

export const passwordResetEnglish: English<PasswordResetTexts> = {
  forgotTitle: 'Forgot Password',
  forgotIntro: "Enter your account's email. We will send you a link to reset your password.",
  send: 'Send link',
  sending: 'Sending...',
  sent: 'If that email is registered, we have sent a link to reset your password. Check your inbox and spam folder.',
  resetTitle: 'Reset Password',
  resetIntro: 'Choose a new password for your account.',
  newPassword: 'New password',
  confirmPassword: 'Repeat new password',
  mismatch: 'The two passwords do not match',
  save: 'Save password',
  saving: 'Saving...',
  done: 'Your password has been changed. Please log in with your new password.',
  invalidLink: 'This link is invalid or has expired. Ask for a new link.',
  validLink: 'The link is still valid.',
  checking: 'Checking the link...',
  missingToken: 'The link is incomplete. Open the link from the email, or ask for a new link.',
  backToLogin: 'Back to login',
  requestAgain: 'Ask for a new link',
};

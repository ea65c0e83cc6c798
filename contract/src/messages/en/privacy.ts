import type { English } from '../../i18n/localized.js';
import type { PrivacyTexts } from '../id/privacy.js';

export const privacyEnglish: English<PrivacyTexts> = {
  acceptTermsRequired: 'Accept the terms of use and the privacy policy to register',
  acceptTerms: 'I have read the Privacy Policy and accept the terms of use.',
  announcementsOptIn: 'Send me news of upcoming shows and activities (optional).',
  consentSaved: (granted) => (granted ? 'You will receive news by email' : 'You will no longer receive news by email'),
  withdrawLinkInvalid: 'This unsubscribe link is invalid',
  withdrawn: 'You will no longer receive news by email.',
  staffMayOnlyWithdraw: 'Consent can only be given by the account holder',
  withdrawFooter: 'No longer want to receive news?',
  withdrawAction: 'Stop receiving news',
  deleteWrongPassword: 'Wrong password',
  accountDeleted: 'Your account has been deleted',
  staffDeleteOwnHere: 'Admin accounts are deleted by a superadmin under Manage Accounts',
  deletedName: 'Deleted account',
};

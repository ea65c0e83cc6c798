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
  deletePasswordRequired: 'Enter your password',
  deleteConfirmWord: (word) => `Type ${word} to confirm`,
  breachFields: {
    title: 'Title',
    discovered_at: 'Time discovered',
    window_from: 'Start of the time window',
    window_to: 'End of the time window',
    description: 'Description',
    measures: 'Measures taken',
    advice: 'Advice',
  },
  fieldRequired: (label) => `${label} is required`,
  fieldTooLong: (label, max) => `${label} can be at most ${max} characters`,
  fieldTime: (label) => `${label} must be a date and time`,
  exposedRequired: 'Choose the data that was exposed',
  windowOrder: 'The end of the time window must be after its start',
};

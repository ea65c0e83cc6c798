import type { English } from '../../i18n/localized.js';
import type { PrivacyPageTexts } from '../id/privacy-page.js';

export const privacyPageEnglish: English<PrivacyPageTexts> = {
  title: 'Privacy Policy',
  controller: 'Who we are',
  data: 'The data we collect and what for',
  dataHead: ['Kind', 'Data', 'Purpose', 'Legal basis'],
  retention: 'How long we keep it',
  retentionHead: ['Record', 'Kept for', 'Reason'],
  recipients: 'Who receives the data',
  recipientsHead: ['Recipient', 'Data', 'For'],
  rights: 'Your rights and how to use them',
  breach: 'If an incident happens',
  terms: 'Terms of use',
};

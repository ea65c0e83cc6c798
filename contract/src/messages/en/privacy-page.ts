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
  opening: (version) =>
    `Version ${version}. This policy explains which personal data we process, what for, for how long, and your rights under Law No. 27 of 2022 on Personal Data Protection.`,
  controllerIs: 'Personal data controller:',
  contactUs: 'Contact us at',
  or: 'or',
  officer: 'Personal data protection officer:',
  version: (version) => `Version ${version}.`,
};

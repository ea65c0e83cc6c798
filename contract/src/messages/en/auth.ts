import type { English } from '../../i18n/localized.js';
import type { AuthTexts } from '../id/auth.js';

export const authEnglish: English<AuthTexts> = {
  badCredentials: 'Wrong email or password',
  emailTaken: 'This email is already registered',
  wrongCurrentPassword: 'The current password is wrong',
  loginRequired: 'You need to log in first',
  loginToOrder: 'Please log in first',
  subscriptionExpired: 'Your subscription has expired!',
  subscriptionRequired: 'This content is for Sahabat subscribers. Please subscribe first.',
  ownRecordOnly: 'You can only change your own account',
  adminOnlySuperadmin: 'Only a superadmin can manage admin accounts',
  lastSuperadmin: 'The last superadmin cannot be deleted',
  passwordChanged: 'Password changed',
  profileUpdated: 'Profile updated',
  loggedOut: 'Logged out',
  registered: 'Account created, please log in',
};

import type { English } from '../../i18n/localized.js';
import type { LoginStepTexts } from '../id/login-steps.js';

export const loginStepsEnglish: English<LoginStepTexts> = {
  forgotPasswordLink: 'Forgot password?',
  enrolNow:
    'For security, admin accounts must use a second factor (an authenticator app or a passkey) before opening the admin pages.',
  passkeyCancelled: 'The passkey was cancelled or is not available on this device',
  secondStepTitle: 'Two-step verification',
  loadingStep: 'Loading the second step ...',
  secondStepIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  loginWithPasskey: 'Log in with a passkey',
  or: 'or',
};

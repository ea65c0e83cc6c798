import { localized } from '../i18n/localized.js';
import { dashboardEnglish } from './en/dashboard.js';
import { dashboard } from './id/dashboard.js';

/** /admin's figures (Indonesian in id/, English in en/). */
export const dashboardMessages = localized('dashboard', dashboard, dashboardEnglish);

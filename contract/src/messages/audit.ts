import { localized } from '../i18n/localized.js';
import { auditEnglish } from './en/audit.js';
import { audit } from './id/audit.js';

/** User-visible texts: the audit log (/adminaudit) and the links to a record's history; Indonesian in id/, English in en/. */
export const auditMessages = localized('audit', audit, auditEnglish);

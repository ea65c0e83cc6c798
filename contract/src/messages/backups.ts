import { localized } from '../i18n/localized.js';
import { backupsEnglish } from './en/backups.js';
import { backups } from './id/backups.js';

/** Backups: the dashboard's line about them, the download, and the command line's answers; Indonesian in id/, English in en/. */
export const backupMessages = localized('backups', backups, backupsEnglish);

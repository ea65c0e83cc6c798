import type { English } from '../../i18n/localized.js';
import type { BackupTexts } from '../id/backups.js';

export const backupsEnglish: English<BackupTexts> = {
  notScheduled: 'Scheduled backups are not set up (BACKUP_DIR): make a backup with npm run backup.',
  scheduledNone: 'Scheduled backups are on; no backup yet.',
  last: (when, mb, keep) => `Last backup: ${when} WIB (${mb} MB, the last ${keep} are kept).`,
  lastFailed: (error) => `The last backup failed: ${error}`,
  download: 'Download a backup now',
  downloadHint: 'The database and all media, as of this moment; the site keeps serving while the backup is made.',
  busy: 'Another backup is being made: try again in a moment.',
};

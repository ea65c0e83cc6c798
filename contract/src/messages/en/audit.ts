import type { English } from '../../i18n/localized.js';
import type { AuditTexts } from '../id/audit.js';

export const auditEnglish: English<AuditTexts> = {
  title: 'Audit log',
  empty: 'No entries yet.',
  when: 'Time',
  who: 'By',
  action: 'Action',
  record: 'Record',
  changes: 'Changes',
  address: 'IP address',
  field: 'Field',
  before: 'Before',
  after: 'After',
  detail: 'Details',
  system: 'System',
  noChanges: 'No field changes',
  more: (n) => (n === 1 ? '+1 more field' : `+${n} more fields`),
  deletedAccount: 'account deleted',
  history: 'History',
  historyOf: (label) => `Change history of ${label}`,
  historyFilter: (label, id) => `Only the history of ${label} #${id}`,
  showAll: 'Show all',
};

import { auditMessages as t } from '@teater/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/site-table';
import { buttonClass } from '../kit/button';

/** `/adminaudit` filtered to one record: what a record's admin screen links to as its history. */
export const historyPath = (resource: string, id: number) =>
  `${paths.audit}?${new URLSearchParams({ resource, record_id: String(id) })}`;

/** The 'Riwayat' action of a record's row. */
export function HistoryLink({ resource, id, label }: { resource: string; id: number; label: string }) {
  return (
    <Link to={historyPath(resource, id)} className={buttonClass('secondary', true)} aria-label={t.historyOf(label)}>
      {t.history}
    </Link>
  );
}

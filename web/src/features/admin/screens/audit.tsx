import {
  AUDIT_ACTION_LABELS,
  AUDIT_RESOURCE_LABELS,
  type AuditEntry,
  auditList,
  formatDateTimeWib,
  auditMessages as t,
} from '@teater/contract';
import { useState } from 'react';
import { ChangeSummary, ChangeTable } from '../audit/audit-changes';
import { AdminDialog, AdminPage, Button, columnKit, type ListSource, ServerTable, useServerList } from '../kit';
import { ExportButton } from '../kit/export-button';

const source: ListSource = { path: '/admin/audit', key: ['admin', 'audit'], list: auditList };
const resourceLabel = (name: string) => AUDIT_RESOURCE_LABELS[name] ?? name;

/** Who did it, as they were then: name, e-mail and role, or the system (a payment provider). */
function Actor({ entry }: { entry: AuditEntry }) {
  if (!entry.actor_name && !entry.actor_email) return <span className="text-stone-500">{t.system}</span>;
  return (
    <span>
      {entry.actor_name}
      <span className="block text-stone-500 text-xs">
        {entry.actor_email} · {entry.actor_role}
      </span>
    </span>
  );
}

const c = columnKit<AuditEntry>();
const columns = [
  c.custom(t.when, (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
  c.custom(t.who, (row) => <Actor entry={row} />),
  c.custom(t.action, (row) => AUDIT_ACTION_LABELS[row.action] ?? row.action),
  c.custom(t.record, (row) => (
    <span>
      {resourceLabel(row.resource)}
      {row.record_id !== null && ` #${row.record_id}`}
      {row.summary && <span className="block max-w-xs truncate text-stone-500 text-xs">{row.summary}</span>}
    </span>
  )),
  c.custom(t.changes, (row) => <ChangeSummary entry={row} />),
  c.custom(t.address, (row) => row.ip ?? '–'),
];

/** The record the list is narrowed to (a record's 'Riwayat' link), and how to see everything again. */
function RecordFilter({ server }: { server: ReturnType<typeof useServerList<AuditEntry>> }) {
  const id = Number(server.view.filters.record_id);
  if (!id) return null;
  const resource = String(server.view.filters.resource ?? '');
  return (
    <p className="mb-4 flex items-center gap-3 rounded-lg bg-amber-50 px-4 py-2 text-sm">
      {t.historyFilter(resourceLabel(resource), id)}
      <Button small variant="secondary" onClick={() => server.change({ filters: { record_id: '' } })}>
        {t.showAll}
      </Button>
    </p>
  );
}

/** /adminaudit: who changed what and when, with every change's before and after; read only. */
export default function AuditScreen() {
  const server = useServerList<AuditEntry>(source);
  const [viewing, setViewing] = useState<AuditEntry | null>(null);
  return (
    <AdminPage title={t.title} actions={<ExportButton path="/admin/audit/export.csv" list={auditList} />}>
      <RecordFilter server={server} />
      <ServerTable
        server={server}
        columns={columns}
        caption={t.title}
        empty={t.empty}
        rowLabel={(row) => `${AUDIT_ACTION_LABELS[row.action]} ${resourceLabel(row.resource)} ${row.summary}`}
        actions={(row) => (
          <Button small variant="secondary" onClick={() => setViewing(row)}>
            {t.detail}
          </Button>
        )}
      />
      <AdminDialog
        open={viewing !== null}
        title={viewing ? `${AUDIT_ACTION_LABELS[viewing.action]} ${resourceLabel(viewing.resource)}` : ''}
        onClose={() => setViewing(null)}
      >
        {viewing && (
          <div className="space-y-3 text-sm">
            <p>
              {formatDateTimeWib(viewing.createdAt)} · <Actor entry={viewing} /> · {viewing.ip ?? '–'}
            </p>
            <ChangeTable entry={viewing} />
          </div>
        )}
      </AdminDialog>
    </AdminPage>
  );
}

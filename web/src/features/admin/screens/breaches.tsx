import { useQueryClient } from '@tanstack/react-query';
import {
  type Breach,
  breachesList,
  breachInput,
  type Fields,
  f,
  formatDateTime,
  PERSONAL_KIND_NAMES,
  PERSONAL_KINDS,
} from '@teater/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { api, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import {
  AdminPage,
  Button,
  ButtonLink,
  columnKit,
  type FormSubmission,
  type ListSource,
  ResourceForm,
  ServerTable,
  StatusBanner,
  useServerList,
  useStatus,
} from '../kit';

const TITLE = 'Insiden Data';
export const breachesKey = ['admin', 'breaches'] as const;
const source: ListSource = { path: '/admin/breaches', key: breachesKey, list: breachesList };
const exposedField = (kind: string) => `exposed_${kind}`;

/** The form: what happened, when (WIB), and one box per kind of personal data that was exposed. */
const fields: Fields = {
  title: f.text('Judul insiden', { required: true }),
  discovered_at: f.datetime('Diketahui pada', { required: true }),
  window_from: f.datetime('Data terpapar sejak', { required: true }),
  window_to: f.datetime('Sampai', { required: true }),
  ...Object.fromEntries(PERSONAL_KIND_NAMES.map((kind) => [exposedField(kind), f.boolean(PERSONAL_KINDS[kind].label)])),
  description: f.textarea('Apa yang terjadi dan bagaimana', { required: true }),
  measures: f.textarea('Yang sudah dan sedang dilakukan', { required: true }),
  advice: f.textarea('Yang sebaiknya dilakukan anggota', { required: true }),
};

/** The API's body of the form's values: the ticked boxes become the list of kinds exposed. */
const bodyOf = (values: Record<string, unknown>) => ({
  ...values,
  exposed: PERSONAL_KIND_NAMES.filter((kind) => values[exposedField(kind)] === true),
});

/** The contract's rules on the body; an error about the kinds shows at the first box. The boxes stay in the values. */
const schema = z.record(z.string(), z.unknown()).transform((values, ctx) => {
  const parsed = breachInput.safeParse(bodyOf(values));
  if (parsed.success) return { ...values, ...parsed.data };
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] === 'exposed' ? exposedField(PERSONAL_KIND_NAMES[0]) : String(issue.path[0] ?? '');
    ctx.addIssue({ code: 'custom', path: [name], message: issue.message });
  }
  return z.NEVER;
});

const c = columnKit<Breach>();
const columns = [
  c.custom('Dicatat', (row) => formatDateTime(row.createdAt), 'createdAt'),
  c.text('title', 'Insiden'),
  c.custom('Batas pemberitahuan', (row) => formatDateTime(row.deadline)),
  c.custom('Pemberitahuan', (row) => (row.notified_at ? `${row.notified_count} email` : 'Belum')),
  c.custom('Laporan', (row) => (row.reported_at ? formatDateTime(row.reported_at) : 'Belum')),
];

/** /adminbreach: breaches of personal data, and recording a new one (then its steps, on its own page). */
export default function BreachesScreen() {
  const server = useServerList<Breach>(source);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { status, failure, clear } = useStatus();
  const [adding, setAdding] = useState(false);
  const submit = async ({ values }: FormSubmission) => {
    const created = await api<{ data: Breach }>('/admin/breaches', { method: 'POST', body: bodyOf(values) });
    await client.invalidateQueries({ queryKey: breachesKey });
    return created;
  };
  return (
    <AdminPage title={TITLE} actions={!adding && <Button onClick={() => setAdding(true)}>Catat insiden</Button>}>
      <p className="mb-4 max-w-3xl text-sm text-stone-600">
        Setelah kebocoran data pribadi diketahui, anggota yang terdampak dan lembaga pelindungan data pribadi harus
        diberi tahu dalam 3 x 24 jam (UU PDP pasal 46). Catat insidennya, lalu ikuti langkah di halamannya.
      </p>
      <StatusBanner status={status} onDismiss={clear} />
      {adding && (
        <section aria-label="Catat insiden" className="mb-8 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <ResourceForm
            fields={fields}
            schema={schema}
            submit={submit}
            submitLabel="Catat insiden"
            busyLabel="Mencatat..."
            onCancel={() => setAdding(false)}
            onSuccess={(result) => navigate(paths.breach((result as { data: Breach }).data.id))}
            onError={(error) => failure(errorMessage(error))}
          />
        </section>
      )}
      <ServerTable
        server={server}
        columns={columns}
        caption={TITLE}
        empty="Belum ada insiden yang dicatat."
        rowLabel={(row) => row.title}
        actions={(row) => (
          <ButtonLink variant="secondary" to={paths.breach(row.id)}>
            Buka
          </ButtonLink>
        )}
      />
    </AdminPage>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { type Breach, breachesList, formatDateTimeWib } from '@teater/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { AdminPage, Button, ButtonLink, columnKit, type ListSource, StatusTable, useStatusList } from '../kit';
import { BreachForm } from './breach-editor';

const TITLE = 'Insiden Data';
export const breachesKey = ['admin', 'breaches'] as const;
const source: ListSource = { path: '/admin/breaches', key: breachesKey, list: breachesList };
const c = columnKit<Breach>();
const columns = [
  c.custom('Dicatat', (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
  c.text('title', 'Insiden'),
  c.custom('Batas pemberitahuan', (row) => formatDateTimeWib(row.deadline)),
  c.custom('Pemberitahuan', (row) => (row.notified_at ? `${row.notified_count} email` : 'Belum')),
  c.custom('Laporan', (row) => (row.reported_at ? formatDateTimeWib(row.reported_at) : 'Belum')),
];

/** /adminbreach: breaches of personal data, and recording a new one (then its steps, on its own page). */
export default function BreachesScreen() {
  const list = useStatusList<Breach>(source);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const record = async (body: Record<string, unknown>) => {
    const created = await api<{ data: Breach }>('/admin/breaches', { method: 'POST', body });
    await client.invalidateQueries({ queryKey: breachesKey });
    return created;
  };
  return (
    <AdminPage title={TITLE} actions={!adding && <Button onClick={() => setAdding(true)}>Catat insiden</Button>}>
      <p className="mb-4 max-w-3xl text-sm text-stone-600">
        Setelah kebocoran data pribadi diketahui, anggota yang terdampak dan lembaga pelindungan data pribadi harus
        diberi tahu dalam 3 x 24 jam (UU PDP pasal 46). Catat insidennya, lalu ikuti langkah di halamannya.
      </p>
      {adding && (
        <section aria-label="Catat insiden" className="mb-8 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <BreachForm
            send={record}
            submitLabel="Catat insiden"
            busyLabel="Mencatat..."
            onCancel={() => setAdding(false)}
            onSuccess={(result) => navigate(paths.breach((result as { data: Breach }).data.id))}
            onError={(error) => list.failure(errorMessage(error))}
          />
        </section>
      )}
      <StatusTable
        list={list}
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

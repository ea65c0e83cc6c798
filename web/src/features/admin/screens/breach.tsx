import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_BASE,
  type Breach,
  type BreachAccount,
  formatDateTime,
  formatDateTimeWib,
  PERSONAL_KINDS,
  usersList,
} from '@teater/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { QueryView } from '../../../components/query-view';
import { useRouteId } from '../../../components/use-route-id';
import { api, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { AdminPage, Button, columnKit, ServerTable, StatusBanner, useServerList, useStatus } from '../kit';
import { BreachForm } from './breach-editor';
import { breachRecordOf } from './breach-form';
import { breachesKey } from './breaches';

const c = columnKit<BreachAccount>();
const accountColumns = [
  c.text('name', 'Nama'),
  c.text('email', 'Email'),
  c.custom('Akun dibuat', (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
];

function Step({ n, title, done, children }: { n: number; title: string; done: boolean; children: ReactNode }) {
  return (
    <li className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 className="font-semibold text-stone-900">
        <span aria-hidden="true" className={done ? 'text-emerald-700' : 'text-stone-400'}>
          {done ? '✓' : '○'}
        </span>{' '}
        {n}. {title}
        <span className="sr-only">{done ? ' (selesai)' : ' (belum)'}</span>
      </h2>
      <div className="mt-3 space-y-3 text-sm text-stone-700">{children}</div>
    </li>
  );
}

/** Time left before the 3 x 24 hour deadline, or how long ago it passed. */
function Deadline({ breach }: { breach: Breach }) {
  const hours = Math.round((new Date(breach.deadline).getTime() - Date.now()) / 3_600_000);
  const finished = breach.notified_at !== null && breach.reported_at !== null;
  return (
    <p className={hours < 12 && !finished ? 'font-semibold text-red-700' : 'text-stone-700'}>
      Batas pemberitahuan: {formatDateTime(breach.deadline)} WIB
      {!finished && (hours >= 0 ? ` (sisa ${hours} jam)` : ` (lewat ${-hours} jam)`)}
    </p>
  );
}

function Accounts({ id }: { id: number }) {
  const source = useMemo(
    () => ({ path: `/admin/breaches/${id}/accounts`, key: [...breachesKey, id], list: usersList }),
    [id],
  );
  const server = useServerList<BreachAccount>(source);
  return (
    <ServerTable
      server={server}
      columns={accountColumns}
      caption="Akun terdampak"
      empty="Tidak ada akun dengan data dari rentang waktu ini."
      rowLabel={(row) => row.email}
    />
  );
}

/** A wrong date or kind is corrected on the record itself (audited), not recorded again. */
function Correct({ breach, done }: { breach: Breach; done: (message: string) => void }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const { status, failure, clear } = useStatus();
  const record = useMemo(() => breachRecordOf(breach), [breach]);
  const correct = (body: Record<string, unknown>) =>
    api<{ data: Breach }>(`/admin/breaches/${breach.id}`, { method: 'PUT', body });
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Perbaiki catatan
      </Button>
    );
  return (
    <section aria-label="Perbaiki catatan insiden" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <StatusBanner status={status} onDismiss={clear} />
      <BreachForm
        record={record}
        send={correct}
        submitLabel="Simpan perbaikan"
        busyLabel="Menyimpan..."
        onCancel={() => setOpen(false)}
        onSuccess={() =>
          client.invalidateQueries({ queryKey: breachesKey }).then(() => {
            setOpen(false);
            done('Catatan insiden diperbaiki.');
          })
        }
        onError={(error) => failure(errorMessage(error))}
      />
    </section>
  );
}

function Steps({ breach }: { breach: Breach }) {
  const client = useQueryClient();
  const { status, success, failure, clear } = useStatus();
  const refresh = () => client.invalidateQueries({ queryKey: breachesKey });
  const notify = useMutation({
    mutationFn: () =>
      api<{ data: { queued: number; total: number } }>(`/admin/breaches/${breach.id}/notify`, { method: 'POST' }),
    onSuccess: ({ data }) =>
      refresh().then(() => success(`${data.queued} email pemberitahuan diantrekan (${data.total} untuk insiden ini).`)),
    onError: (error) => failure(errorMessage(error)),
  });
  const report = useMutation({
    mutationFn: () => api<{ data: { report: string } }>(`/admin/breaches/${breach.id}/report`, { method: 'POST' }),
    onSuccess: () => refresh().then(() => success('Laporan untuk lembaga dibuat.')),
    onError: (error) => failure(errorMessage(error)),
  });
  return (
    <>
      <StatusBanner status={status} onDismiss={clear} />
      <ol className="space-y-4">
        <Step n={1} title="Insiden dicatat" done>
          <p>
            {formatDateTime(breach.createdAt)} WIB. Data terpapar:{' '}
            {breach.exposed.map((kind) => PERSONAL_KINDS[kind].label).join(', ')}; dari{' '}
            {formatDateTime(breach.window_from)} sampai {formatDateTime(breach.window_to)} WIB.
          </p>
          <p>{breach.description}</p>
          <Correct breach={breach} done={success} />
        </Step>
        <Step n={2} title="Periksa akun terdampak" done={breach.notified_at !== null}>
          <Accounts id={breach.id} />
        </Step>
        <Step n={3} title="Beri tahu setiap anggota terdampak" done={breach.notified_at !== null}>
          <p>
            Satu email per orang: apa yang terjadi, data apa, kapan, yang sudah kami lakukan dan yang sebaiknya mereka
            lakukan. Menekan lagi hanya mengantrekan yang belum.
          </p>
          {breach.notified_at && (
            <p>
              {breach.notified_count} email diantrekan sejak {formatDateTime(breach.notified_at)} WIB.
            </p>
          )}
          <Button onClick={() => notify.mutate()} disabled={notify.isPending}>
            {notify.isPending ? 'Mengantrekan...' : 'Antrekan email pemberitahuan'}
          </Button>
        </Step>
        <Step n={4} title="Laporkan kepada lembaga pelindungan data pribadi" done={breach.reported_at !== null}>
          <Button onClick={() => report.mutate()} disabled={report.isPending}>
            {breach.reported_at ? 'Buat ulang laporan' : 'Buat laporan'}
          </Button>
          {breach.reported_at && (
            <p>
              Dibuat {formatDateTime(breach.reported_at)} WIB.{' '}
              <a
                href={`${API_BASE}/admin/breaches/${breach.id}/report.txt`}
                download
                className="font-semibold text-brand-700 underline"
              >
                Unduh laporan
              </a>
            </p>
          )}
        </Step>
      </ol>
    </>
  );
}

/** /adminbreach/:id: one breach, its deadline and its four steps, followed in order. */
export default function BreachScreen() {
  const id = useRouteId() ?? 0;
  const breach = useQuery({
    queryKey: [...breachesKey, 'one', id],
    // asked even for an address without a number: the server's answer says it does not exist
    queryFn: ({ signal }) => api<{ data: Breach }>(`/admin/breaches/${id}`, { signal }).then((r) => r.data),
  });
  return (
    <AdminPage title={breach.data?.title ?? 'Insiden Data'} back={{ to: paths.breaches, label: 'Insiden Data' }}>
      <QueryView query={breach} empty="Insiden tidak ditemukan.">
        {(data) => (
          <div className="space-y-4">
            <Deadline breach={data} />
            <Steps breach={data} />
          </div>
        )}
      </QueryView>
    </AdminPage>
  );
}

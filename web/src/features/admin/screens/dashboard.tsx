import { useQuery } from '@tanstack/react-query';
import { galeris, messages, programs } from '@teater/contract';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
import { resourceApi } from '../../../lib/resource-api';
import { AdminPage } from '../kit';
import { AccountsPanel, useUsers } from './accounts';

const galleryApi = resourceApi(galeris);
const programApi = resourceApi(programs);

interface TileProps {
  label: string;
  to: string;
  count: number | undefined;
  loading: boolean;
  failed: boolean;
}

/** A count tile; a count that cannot be read says so instead of breaking the dashboard. */
function Tile({ label, to, count, loading, failed }: TileProps) {
  return (
    <Link
      to={to}
      className="block rounded-lg border border-stone-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow"
    >
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-2 text-3xl font-bold text-stone-900">
        {loading ? (
          '…'
        ) : failed || count === undefined ? (
          <span className="text-base font-normal text-stone-500">{messages.admin.countUnavailable}</span>
        ) : (
          count
        )}
      </p>
    </Link>
  );
}

export default function DashboardScreen() {
  const users = useUsers();
  const gallery = galleryApi.useList();
  const program = programApi.useList();
  const payments = useQuery({
    queryKey: ['payments', 'list'],
    queryFn: ({ signal }) => api<{ data: unknown[] }>('/payment', { signal }).then((r) => r.data),
    retry: false,
  });
  const tile = (q: { data?: unknown[]; isPending: boolean; isError: boolean }) => ({
    count: q.data?.length,
    loading: q.isPending && !q.isError,
    failed: q.isError,
  });

  return (
    <AdminPage title="Dashboard">
      <div className="mb-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Tile label="Accounts" to="/manageaccounts" {...tile(users)} />
        <Tile label="Gallery" to="/managegallery" {...tile(gallery)} />
        <Tile label="Programs" to="/manageprogram" {...tile(program)} />
        <Tile label="Payments" to="/adminpayment" {...tile(payments)} />
      </div>
      <h2 className="mb-3 text-lg font-semibold text-stone-900">Accounts</h2>
      <AccountsPanel addButton={false} />
    </AdminPage>
  );
}

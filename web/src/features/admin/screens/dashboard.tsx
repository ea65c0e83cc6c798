import { useQuery } from '@tanstack/react-query';
import {
  type DashboardStats,
  dashboardMessages,
  formatDateTimeWib,
  formatNumber,
  formatRupiah,
} from '@teater/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { api } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { BackupLine } from '../components/backup-line';
import { MonthChart } from '../components/month-chart';
import { RenewalFigures } from '../components/renewal-figures';
import { AdminPage } from '../kit';
import { AccountsPanel } from './accounts';

const t = dashboardMessages;

function Tile({ label, value, to, note }: { label: string; value: string; to?: string; note?: string }) {
  const body = (
    <>
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-2 text-2xl font-bold text-stone-900">{value}</p>
      {note && <p className="mt-1 text-stone-500 text-xs">{note}</p>}
    </>
  );
  const frame = 'block rounded-lg border border-stone-200 bg-white p-5 shadow-sm';
  return to ? (
    <Link to={to} className={`${frame} transition hover:border-brand-500 hover:shadow`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}

function Figures({ stats }: { stats: DashboardStats }) {
  const months = useMemo(() => stats.months.map((m) => m.month), [stats]);
  const revenue = useMemo(() => stats.months.map((m) => m.revenue), [stats]);
  const subscribers = useMemo(() => stats.months.map((m) => m.activeSubscribers), [stats]);
  return (
    <>
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Tile label={t.accounts} value={formatNumber(stats.accounts)} to={paths.accounts} />
        <Tile label={t.gallery} value={formatNumber(stats.gallery)} to={paths.gallery.admin} />
        <Tile label={t.programs} value={formatNumber(stats.programs)} to={paths.programs.admin} />
        <Tile label={t.payments} value={formatNumber(stats.payments)} to={paths.payments} />
        <Tile label={t.activeSubscribers} value={formatNumber(stats.activeSubscribers)} />
        <Tile
          label={t.revenueThisMonth}
          value={formatRupiah(stats.revenueThisMonth)}
          note={t.afterDiscount(formatRupiah(stats.discountThisMonth))}
        />
        <Tile
          label={t.revenueAllTime}
          value={formatRupiah(stats.revenueAllTime)}
          note={t.afterDiscount(formatRupiah(stats.discountAllTime))}
        />
        <Tile
          label={t.pendingPayments}
          value={formatNumber(stats.pendingPayments)}
          to={`${paths.payments}?transaction_status=pending`}
        />
      </div>
      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <MonthChart title={t.revenueChart} months={months} values={revenue} format={formatRupiah} color="#9f1239" />
        <MonthChart
          title={t.subscribersChart}
          months={months}
          values={subscribers}
          format={formatNumber}
          color="#b45309"
          whole
        />
      </div>
      <RenewalFigures stats={stats} />
      <section aria-label={t.upcomingShows} className="mb-8">
        <h2 className="mb-3 text-lg font-semibold text-stone-900">{t.upcomingShows}</h2>
        {stats.upcomingShows.length === 0 ? (
          <p className="text-stone-600">{t.noUpcomingShows}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {stats.upcomingShows.map((show) => (
              <li key={show.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                <p className="font-semibold text-stone-900">{show.nama_pertujukan}</p>
                <p className="text-sm text-stone-600">{formatDateTimeWib(show.tanggal_pertujukan)}</p>
                <p className="mt-2 text-sm">{t.sold(formatNumber(show.sold), formatNumber(show.seatsLeft))}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /admin: the company's figures from the database's aggregates, and the accounts table (paged). */
export default function DashboardScreen() {
  const stats = useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => api<{ data: DashboardStats }>('/admin/stats', { signal }).then((r) => r.data),
  });
  return (
    <AdminPage title={t.title}>
      <QueryView query={stats}>{(data) => <Figures stats={data} />}</QueryView>
      <BackupLine />
      <h2 className="mb-3 text-lg font-semibold text-stone-900">{t.accounts}</h2>
      <AccountsPanel addButton={false} />
    </AdminPage>
  );
}

import { type DashboardStats, formatNumber, formatRupiah, dashboardMessages as t } from '@teater/contract';
import { paths } from '../../../lib/site-table';

const percent = (share: number) => `${(share * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`;

/**
 * The dashboard's Sahabat figures (issue 45): automatic renewals by state and the share that
 * lapsed, and per month the months charged automatically and paid by hand, and the lapses.
 */
export function RenewalFigures({ stats }: { stats: DashboardStats }) {
  const { renewals } = stats;
  const started = renewals.active + renewals.pastDue + renewals.stopped + renewals.lapsed;
  const tiles = [
    { label: t.renewalsActive, value: formatNumber(renewals.active) },
    { label: t.renewalsPastDue, value: formatNumber(renewals.pastDue) },
    {
      label: t.renewalsLapsedShare,
      value: percent(renewals.lapsedShare),
      note: t.lapsedShareNote(formatNumber(renewals.lapsed), formatNumber(started)),
    },
  ];
  return (
    <section aria-labelledby="renewal-figures" className="mb-8">
      <h2 id="renewal-figures" className="mb-3 font-semibold text-lg text-stone-900">
        <a href={paths.renewals} className="hover:underline">
          {t.renewalsTitle}
        </a>
      </h2>
      <div className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
            <p className="font-medium text-sm text-stone-600">{tile.label}</p>
            <p className="mt-2 font-bold text-2xl text-stone-900">{tile.value}</p>
            {tile.note && <p className="mt-1 text-stone-500 text-xs">{tile.note}</p>}
          </div>
        ))}
      </div>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{t.renewalsTitle}</caption>
          <thead className="bg-stone-50 text-left text-stone-600">
            <tr>
              <th className="px-3 py-2">{t.month}</th>
              <th className="px-3 py-2">{t.recurring}</th>
              <th className="px-3 py-2">{t.manual}</th>
              <th className="px-3 py-2">{t.lapsed}</th>
            </tr>
          </thead>
          <tbody>
            {stats.months.map((m) => (
              <tr key={m.month} className="border-stone-100 border-t">
                <th scope="row" className="px-3 py-2 font-medium">
                  {m.month}
                </th>
                <td className="px-3 py-2">
                  {t.monthsPaid(formatNumber(m.recurringCount), formatRupiah(m.recurringRevenue))}
                </td>
                <td className="px-3 py-2">
                  {t.monthsPaid(formatNumber(m.manualCount), formatRupiah(m.manualRevenue))}
                </td>
                <td className="px-3 py-2">{formatNumber(m.lapsed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

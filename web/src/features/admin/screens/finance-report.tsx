import { useQuery } from '@tanstack/react-query';
import { formatDate, formatRupiah, financeMessages as m } from '@teater/contract';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import { fetchReport, fileUrl, type ReportParams, reportKey } from '../../finance/api/report';
import { PERIOD_KINDS, type PeriodKind, paramsOf } from '../../finance/lib/period';
import { FinanceAccountsForm } from '../components/finance-accounts-form';
import { FinanceTables } from '../components/finance-tables';
import { MonthChart, type Period } from '../components/month-chart';
import { AdminPage, buttonClass, Panel } from '../kit';

const PERIOD_LABELS: Record<PeriodKind, () => string> = {
  today: () => m.periodToday,
  month: () => m.periodMonth,
  show: () => m.periodShow,
  custom: () => m.periodCustom,
};
/** `2026-03-01` is a WIB day: read at its WIB midnight. */
const DAYS: Period = {
  get header() {
    return m.day;
  },
  label: (key) => formatDate(`${key}T00:00:00+07:00`),
  short: (key) => `${key.slice(8, 10)}/${key.slice(5, 7)}`,
};
const input = 'rounded border border-stone-300 px-2 py-1 text-sm';

/** The period picker: its state in the URL, so a reload or a shared link keeps the report. */
function PeriodPicker() {
  const [search, setSearch] = useSearchParams();
  const kind = (search.get('periode') ?? 'today') as PeriodKind;
  const set = (name: string, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });
  const shows = useQuery({
    queryKey: ['admin', 'finance', 'shows'],
    queryFn: () =>
      api<{ data: { id: number; nama_pertujukan: string }[] }>('/tiket?sort=-tanggal_pertujukan&limit=100'),
    enabled: kind === 'show',
  });
  return (
    <fieldset className="mb-4 flex min-w-0 flex-wrap items-end gap-3">
      <legend className="sr-only">{m.title}</legend>
      {PERIOD_KINDS.map((k) => (
        <label key={k} className="flex items-center gap-1 text-sm">
          <input type="radio" name="periode" checked={kind === k} onChange={() => set('periode', k)} />
          {PERIOD_LABELS[k]()}
        </label>
      ))}
      {kind === 'show' && (
        // a show's long name must not widen the page on a phone: the box takes the width there is
        <label className="grid w-full min-w-0 max-w-md text-sm">
          {m.show}
          <select
            className={`${input} w-full min-w-0`}
            value={search.get('pertunjukan') ?? ''}
            onChange={(e) => set('pertunjukan', e.target.value)}
          >
            <option value="">-</option>
            {shows.data?.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.nama_pertujukan}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind === 'custom' && (
        <>
          <label className="grid text-sm">
            {m.from}
            <input
              type="date"
              className={input}
              value={search.get('dari') ?? ''}
              onChange={(e) => set('dari', e.target.value)}
            />
          </label>
          <label className="grid text-sm">
            {m.to}
            <input
              type="date"
              className={input}
              value={search.get('sampai') ?? ''}
              onChange={(e) => set('sampai', e.target.value)}
            />
          </label>
        </>
      )}
    </fieldset>
  );
}

/** The downloads of the period: the report as PDF and CSV, the journal and every movement. */
function Downloads({ params }: { params: ReportParams }) {
  const links: [string, string][] = [
    ['report.pdf', m.downloadPdf],
    ['report.csv', m.downloadCsv],
    ['journal.csv', m.downloadJournal],
    ['movements.csv', m.downloadMovements],
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {links.map(([file, label]) => (
        <a key={file} href={fileUrl(file, params)} download className={buttonClass('secondary')}>
          {label}
        </a>
      ))}
    </div>
  );
}

function Report({ params }: { params: ReportParams }) {
  const report = useQuery({ queryKey: reportKey(params), queryFn: () => fetchReport(params) });
  if (report.error) return <p role="alert">{report.error.message}</p>;
  if (!report.data) return null;
  const { totals, days } = report.data;
  return (
    // one column of minmax(0, 1fr): a wide table scrolls in its own box on a phone, the page never sideways
    <div className="grid grid-cols-1 gap-4">
      <Downloads params={params} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={m.totals}>
        {(
          [
            [m.gross, totals.gross],
            [m.refunds, totals.refunds],
            [m.fees, totals.fees],
            [m.net, totals.net],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border border-stone-200 bg-white p-3">
            <dt className="text-stone-600 text-xs">{label}</dt>
            <dd className="font-semibold text-lg">{formatRupiah(value)}</dd>
          </div>
        ))}
      </dl>
      {days.length === 0 ? (
        <p className="text-sm text-stone-600">{m.noData}</p>
      ) : (
        <MonthChart
          title={m.perDay}
          months={days.map((d) => d.day)}
          values={days.map((d) => d.gross)}
          format={formatRupiah}
          color="#7f1d1d"
          period={DAYS}
        />
      )}
      <FinanceTables report={report.data} />
    </div>
  );
}

/**
 * /managelaporan (issue 47): a period's or a show's sales by channel and method, kind, show and
 * category, subscriptions and gifts, a chart by day, the downloads for the books, and the account
 * mapping the journal uses. Every figure comes from GET /finance/report (one definition of a
 * money movement, shared with the dashboard and the exports).
 */
export default function FinanceReportScreen() {
  const [search] = useSearchParams();
  const params = paramsOf(search);
  return (
    <AdminPage title={m.title}>
      <PeriodPicker />
      {params && <Report params={params} />}
      <div className="mt-6">
        <Panel id="pemetaan-akun" title={m.accounts}>
          <FinanceAccountsForm />
        </Panel>
      </div>
    </AdminPage>
  );
}

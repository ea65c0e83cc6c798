import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, settlementMessages as m, toWibInput } from '@teater/contract';
import { useEffect, useState } from 'react';
import { SITE_NAME } from '../../../lib/site';
import { PagedTable } from './paged-table';
import { PeriodForm } from './period-form';
import { ReportUpload } from './report-upload';
import { fetchLines, fetchOpenItems, fetchReports, settlementKey } from './settlement-api';
import { lineColumns, openItemColumns, reportColumns } from './settlement-columns';

const DAY_MS = 86_400_000;
const wibDay = (at: number) => toWibInput(new Date(at).toISOString(), 'date');

/** The sandbox dashboard's downloads (the server answers 404 with Midtrans as the gateway). */
function SandboxReports() {
  const link = 'text-sm font-medium text-brand-700 underline';
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
      <span>{m.sandboxReports}:</span>
      <a className={link} href={`${API_BASE}/payment/sandbox/reports/transactions.csv`} download>
        {m.sandboxTransactions}
      </a>
      <a className={link} href={`${API_BASE}/payment/sandbox/reports/payouts.csv`} download>
        {m.sandboxPayouts}
      </a>
    </p>
  );
}

/**
 * /managesettlement: Midtrans' reports imported (a file input), the reports so far, the lines of a
 * period with their fees and payout dates, what is left open, and the status API's check.
 */
export default function SettlementScreen() {
  const [period, setPeriod] = useState(() => ({ from: wibDay(Date.now() - 30 * DAY_MS), to: wibDay(Date.now()) }));
  const [pages, setPages] = useState({ reports: 1, lines: 1, open: 1 });
  useEffect(() => {
    document.title = `${m.title} | ${SITE_NAME}`;
  }, []);
  const reports = useQuery({
    queryKey: [...settlementKey, 'reports', pages.reports],
    queryFn: () => fetchReports(pages.reports),
    placeholderData: keepPreviousData,
  });
  const lines = useQuery({
    queryKey: [...settlementKey, 'lines', period, pages.lines],
    queryFn: () => fetchLines({ ...period, page: pages.lines }),
    placeholderData: keepPreviousData,
  });
  const openItems = useQuery({
    queryKey: [...settlementKey, 'open', period, pages.open],
    queryFn: () => fetchOpenItems({ ...period, page: pages.open }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-6 font-display text-2xl font-bold text-stone-900">{m.title}</h1>
      <ReportUpload />
      <SandboxReports />
      <PagedTable
        caption={m.reports}
        query={reports}
        columns={reportColumns()}
        empty={m.noReports}
        rowKey={(r) => String(r.id)}
        page={pages.reports}
        onPage={(page) => setPages({ ...pages, reports: page })}
      />
      <PeriodForm
        from={period.from}
        to={period.to}
        onChange={(next) => {
          setPeriod(next);
          setPages({ ...pages, lines: 1, open: 1 });
        }}
      />
      <PagedTable
        caption={m.openItems}
        query={openItems}
        columns={openItemColumns()}
        empty={m.noOpenItems}
        rowKey={(i) => `${i.kind}-${i.order_id}`}
        page={pages.open}
        onPage={(page) => setPages({ ...pages, open: page })}
      />
      <PagedTable
        caption={m.lines}
        query={lines}
        columns={lineColumns()}
        empty={m.noLines}
        rowKey={(l) => String(l.id)}
        page={pages.lines}
        onPage={(page) => setPages({ ...pages, lines: page })}
      />
    </div>
  );
}

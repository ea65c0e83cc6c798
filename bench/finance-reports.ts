import { budgets, type Figure } from './budgets.js';

const DAY_MS = 86_400_000;
/** A moment's WIB day, `YYYY-MM-DD`. */
const wibDay = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * The month's revenue as the sales report (`totals.revenue`) and the dashboard (`revenueThisMonth`)
 * answer it: one definition of a movement (finance/reports/movements.ts), so they must agree to the
 * rupiah. A figure of their difference, budget 0, printed with both amounts.
 */
async function revenueAgreement(
  site: string,
  headers: Record<string, string>,
  month: string,
  label: string,
): Promise<Figure> {
  const [report, stats] = await Promise.all([
    fetch(`${site}/api/v1/finance/report?${month}`, { headers }),
    fetch(`${site}/api/v1/admin/stats`, { headers }),
  ]);
  const name = `${label} grown month's revenue: report less dashboard`;
  if (!report.ok || !stats.ok) {
    return {
      name,
      value: null,
      unit: 'Rp',
      budget: budgets.revenueDisagreementRp,
      note: `answers ${report.status}, ${stats.status}`,
    };
  }
  const reported = ((await report.json()) as { data: { totals: { revenue: number } } }).data.totals.revenue;
  const shown = ((await stats.json()) as { data: { revenueThisMonth: number } }).data.revenueThisMonth;
  const rupiah = (n: number) => n.toLocaleString('id-ID');
  return {
    name,
    value: Math.abs(reported - shown),
    unit: 'Rp',
    budget: budgets.revenueDisagreementRp,
    note: `report Rp ${rupiah(reported)}, dashboard Rp ${rupiah(shown)}`,
  };
}

/**
 * Issue 47 on the grown data (100,000 payments over five years): this month's sales report (the
 * slowest of three asks after a warm-up: every table's aggregate over the month's movements), and
 * the journal of the last 366 days streamed to its last byte.
 */
export async function financeFigures(site: string, token: string, label: string): Promise<Figure[]> {
  const headers = { authorization: `Bearer ${token}` };
  const today = wibDay(Date.now());
  const month = `from=${today.slice(0, 8)}01&to=${today}`;
  await (await fetch(`${site}/api/v1/finance/report?${month}`, { headers })).arrayBuffer();
  let slowest = 0;
  let status = 200;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const res = await fetch(`${site}/api/v1/finance/report?${month}`, { headers });
    await res.arrayBuffer();
    status = res.status;
    slowest = Math.max(slowest, performance.now() - started);
  }
  const agreement = await revenueAgreement(site, headers, month, label);
  const year = `from=${wibDay(Date.now() - 365 * DAY_MS)}&to=${today}`;
  const started = performance.now();
  let lines = 0;
  const res = await fetch(`${site}/api/v1/finance/journal.csv?${year}`, { headers });
  if (res.ok && res.body) {
    for await (const chunk of res.body) lines += (chunk as Uint8Array).filter((byte) => byte === 10).length;
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      name: `${label} grown sales report of a month`,
      value: status === 200 ? slowest : null,
      unit: 'ms',
      budget: budgets.financeMonthReportMs,
      ...(status === 200 ? {} : { note: `answers ${status}` }),
    },
    {
      name: `${label} grown journal CSV of a year`,
      value: res.ok ? seconds : null,
      unit: 's',
      budget: budgets.financeYearJournalSeconds,
      note: res.ok ? `${(lines - 1).toLocaleString('en-US')} lines` : `answers ${res.status}`,
    },
    agreement,
  ];
}

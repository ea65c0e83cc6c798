import { API_BASE, type FinanceAccount, type SalesReport } from '@teater/contract';
import { api } from '../../../lib/api';

/** A report's or an export's query: a period of WIB days, or a show. */
export type ReportParams = { from: string; to: string } | { show: number };

export const queryOf = (params: ReportParams) =>
  new URLSearchParams('show' in params ? { show: String(params.show) } : params).toString();

export const reportKey = (params: ReportParams) => ['admin', 'finance', 'report', queryOf(params)] as const;
export const accountsKey = ['admin', 'finance', 'accounts'] as const;

/** GET /finance/report: the period's figures. */
export const fetchReport = (params: ReportParams) =>
  api<{ data: SalesReport }>(`/finance/report?${queryOf(params)}`).then((answer) => answer.data);

/** The address of a download (report.csv, report.pdf, journal.csv, movements.csv): a plain link, streamed. */
export const fileUrl = (file: string, params: ReportParams) => `${API_BASE}/finance/${file}?${queryOf(params)}`;

/** GET and PUT /finance/accounts: the treasurer's account mapping. */
export const fetchAccounts = () => api<{ data: FinanceAccount[] }>('/finance/accounts').then((a) => a.data);
export const saveAccounts = (accounts: FinanceAccount[]) =>
  api<{ data: FinanceAccount[] }>('/finance/accounts', { method: 'PUT', body: { accounts } }).then((a) => a.data);

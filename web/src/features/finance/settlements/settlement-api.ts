import type {
  ListMeta,
  OpenItem,
  SettlementImport,
  SettlementLine,
  SettlementReport,
  StatusCheck,
} from '@teater/contract';
import { api } from '../../../lib/api';

export interface Page<T> {
  data: T[];
  meta: ListMeta;
}

/** A period of WIB days (both included) and a page, as the settlement lists take them. */
export interface PeriodPage {
  from: string;
  to: string;
  page: number;
}

export const SETTLEMENT_PAGE_SIZE = 20;
export const settlementKey = ['admin', 'settlements'] as const;

const query = ({ from, to, page }: PeriodPage) =>
  new URLSearchParams({
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: String(page),
    limit: String(SETTLEMENT_PAGE_SIZE),
  }).toString();

export const fetchReports = (page: number) =>
  api<Page<SettlementReport>>(`/settlements/reports?page=${page}&limit=${SETTLEMENT_PAGE_SIZE}`);
export const fetchLines = (period: PeriodPage) => api<Page<SettlementLine>>(`/settlements/lines?${query(period)}`);
export const fetchOpenItems = (period: PeriodPage) => api<Page<OpenItem>>(`/settlements/open-items?${query(period)}`);

export const uploadReport = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api<{ message: string; data: SettlementImport }>('/settlements/reports', { method: 'POST', body: form });
};

export const checkStatus = (period: { from: string; to: string }) =>
  api<{ message: string; data: StatusCheck }>('/settlements/status-check', { method: 'POST', body: period });

import {
  formatDate,
  formatDateTimeWib,
  formatRupiah,
  settlementMessages as m,
  type OpenItem,
  type SettlementLine,
  type SettlementReport,
} from '@teater/contract';
import type { Column } from './paged-table';

const rupiah = (amount: number | null) => (amount === null ? '-' : formatRupiah(amount));

export const reportColumns = (): Column<SettlementReport>[] => [
  { header: m.importedAt, cell: (r) => formatDateTimeWib(r.createdAt) },
  { header: m.kind, cell: (r) => m.kinds[r.source] },
  { header: m.fileName, cell: (r) => r.file_name ?? '-' },
  { header: m.lineCount, cell: (r) => r.line_count },
  { header: m.matched, cell: (r) => r.matched_count },
  { header: m.open, cell: (r) => r.open_count },
];

export const lineColumns = (): Column<SettlementLine>[] => [
  { header: m.orderId, cell: (l) => <span className="font-mono text-xs">{l.order_id}</span> },
  { header: m.transactionTime, cell: (l) => (l.transaction_time ? formatDateTimeWib(l.transaction_time) : '-') },
  { header: m.paymentType, cell: (l) => l.payment_type ?? '-' },
  { header: m.status, cell: (l) => l.transaction_status ?? '-' },
  { header: m.gross, cell: (l) => rupiah(l.gross_amount) },
  { header: m.fee, cell: (l) => rupiah(l.fee_amount) },
  { header: m.net, cell: (l) => rupiah(l.net_amount) },
  { header: m.payoutDate, cell: (l) => (l.payout_date ? formatDate(l.payout_date) : m.notPaidOut) },
];

export const openItemColumns = (): Column<OpenItem>[] => [
  { header: m.kind, cell: (i) => m.openKinds[i.kind] },
  { header: m.orderId, cell: (i) => <span className="font-mono text-xs">{i.order_id}</span> },
  { header: m.providerGross, cell: (i) => rupiah(i.provider_gross) },
  { header: m.siteGross, cell: (i) => rupiah(i.site_gross) },
  { header: m.transactionTime, cell: (i) => (i.at ? formatDateTimeWib(i.at) : '-') },
];

import { MAX_ID, settlementMessages as m } from '@teater/contract';
import { badRequest } from '../../core/http-error.js';
import { PAYOUT_REPORT_HEADERS, readMidtransTime, TRANSACTION_REPORT_HEADERS } from '../../payments/index.js';

export type ReportKind = 'transactions' | 'payouts';

/** One report line as the books keep it (settlement_lines' columns, before matching). */
export interface ReportLine {
  order_id: string;
  payment_type: string | null;
  transaction_status: string | null;
  transaction_time: Date | null;
  gross_amount: number;
  /** null: this report does not say (the transaction report carries no fees) */
  fee_amount: number | null;
  net_amount: number | null;
  payout_date: string | null;
}

/** The columns each kind must have (others, and their order, do not matter). */
const NEEDED: Record<ReportKind, readonly string[]> = {
  transactions: ['Order ID', 'Transaction Time', 'Payment Type', 'Transaction Status', 'Gross Amount'],
  payouts: ['Order ID', 'Payout Date', 'Payment Type', 'Gross Amount', 'MDR', 'Net Amount'],
};
// the sandbox writes what it claims: a header this file names must be one of Midtrans' own
for (const kind of ['transactions', 'payouts'] as const) {
  const written: readonly string[] = kind === 'transactions' ? TRANSACTION_REPORT_HEADERS : PAYOUT_REPORT_HEADERS;
  if (!NEEDED[kind].every((header) => written.includes(header))) throw new Error(`${kind}: headers out of step`);
}

export interface ReportReader {
  kind: ReportKind;
  lineOf(record: string[], line: number): ReportLine;
}

/** Which report a header row is (a payout report names its MDR), and how to read its lines; 400 when neither. */
export function readerOf(header: string[]): ReportReader {
  const names = header.map((cell) => cell.trim());
  const kind: ReportKind = names.includes('MDR') ? 'payouts' : 'transactions';
  const at = new Map(names.map((name, i) => [name, i]));
  if (!NEEDED[kind].every((name) => at.has(name))) throw badRequest(m.unknownHeaders, { file: m.unknownHeaders });
  const cell = (record: string[], name: string) => record[at.get(name) ?? -1]?.trim() ?? '';

  const amount = (record: string[], name: string, line: number): number => {
    const text = cell(record, name).replaceAll(',', '');
    // Midtrans writes rupiah whole or with two decimals ('65000.00')
    // the amounts are kept in integer columns: one past what they hold is a bad line, not a database error
    if (!/^-?\d{1,12}(\.\d{1,2})?$/.test(text) || Math.abs(Number(text)) > MAX_ID)
      throw badRequest(m.badLine(line, name), { file: m.badLine(line, name) });
    return Math.round(Number(text));
  };
  const text = (record: string[], name: string, line: number, max = 100): string | null => {
    const value = cell(record, name);
    if (value.length > max) throw badRequest(m.badLine(line, name), { file: m.badLine(line, name) });
    return value === '' ? null : value;
  };
  const time = (record: string[], name: string, line: number): Date | null => {
    const value = cell(record, name);
    if (value === '') return null;
    const parsed = readMidtransTime(value);
    if (!parsed) throw badRequest(m.badLine(line, name), { file: m.badLine(line, name) });
    return parsed;
  };
  const orderId = (record: string[], line: number): string => {
    const value = text(record, 'Order ID', line, 50);
    // Midtrans' order ids: letters, digits, '-', '_', '~', '.', at most 50
    if (!value || !/^[\w~.-]+$/.test(value))
      throw badRequest(m.badLine(line, 'Order ID'), { file: m.badLine(line, 'Order ID') });
    return value;
  };

  if (kind === 'transactions') {
    return {
      kind,
      lineOf: (record, line) => ({
        order_id: orderId(record, line),
        payment_type: text(record, 'Payment Type', line),
        transaction_status: text(record, 'Transaction Status', line),
        transaction_time: time(record, 'Transaction Time', line),
        gross_amount: amount(record, 'Gross Amount', line),
        fee_amount: null,
        net_amount: null,
        payout_date: null,
      }),
    };
  }
  return {
    kind,
    lineOf: (record, line) => {
      const payout = cell(record, 'Payout Date');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(payout) || Number.isNaN(Date.parse(payout))) {
        throw badRequest(m.badLine(line, 'Payout Date'), { file: m.badLine(line, 'Payout Date') });
      }
      const fee = amount(record, 'MDR', line) + (at.has('Tax') ? amount(record, 'Tax', line) : 0);
      return {
        order_id: orderId(record, line),
        payment_type: text(record, 'Payment Type', line),
        transaction_status: 'settlement',
        transaction_time: at.has('Settlement Time') ? time(record, 'Settlement Time', line) : null,
        gross_amount: amount(record, 'Gross Amount', line),
        fee_amount: fee,
        net_amount: amount(record, 'Net Amount', line),
        payout_date: payout,
      };
    },
  };
}

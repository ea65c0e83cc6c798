import { z } from 'zod';
import { formatRupiah } from '../format.js';
import { said } from '../i18n/said.js';
import { financeMessages as m } from '../messages/finance.js';
import { ticketMessages } from '../messages/tickets.js';
import { idNumber } from '../safe-values.js';

/** How a payment was paid, grouped as the treasurer reads it (the provider's payment_type folded). */
export const MONEY_METHODS = ['card', 'gopay', 'qris', 'va', 'cash', 'sandbox', 'complimentary', 'other'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];
/** A money movement: a payment received, a refund paid out, a provider's fee (finance/reports/movements.ts). */
export const MOVEMENT_KINDS = ['receipt', 'refund', 'fee'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** The longest period one report or export covers: a year, leap or not. */
export const MAX_REPORT_DAYS = 366;

const wibDay = z.string().regex(
  /^\d{4}-\d{2}-\d{2}$/,
  said(() => m.badDay),
);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * GET /finance/report, /finance/journal.csv, /finance/movements.csv: a period of WIB days (`from`
 * to `to`, both included), or one show (`show`, all its sales unless a period narrows them).
 */
export const reportQuery = z
  .object({
    from: wibDay.optional(),
    to: wibDay.optional(),
    show: idNumber().optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined) || (q.from === undefined && q.show === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: m.periodNeeded });
      return;
    }
    if (q.from === undefined || q.to === undefined) return;
    const [from, to] = [dayNumber(q.from), dayNumber(q.to)];
    if (Number.isNaN(from) || Number.isNaN(to)) ctx.addIssue({ code: 'custom', path: ['from'], message: m.badDay });
    else if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: m.periodOrder });
    else if (to - from + 1 > MAX_REPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: m.periodTooLong });
  });
export type ReportQuery = z.infer<typeof reportQuery>;

const int = () => z.number().int();
/**
 * The money of a set of movements, whole rupiah. gross: received (after vouchers); vouchers: the
 * discount given on those receipts; refunds: paid back; fees: what the provider kept; tax: the
 * entertainment tax included in gross, less that of refunds; net = gross - refunds - fees - tax.
 */
export const moneyFigures = z.object({
  count: int(),
  gross: int(),
  vouchers: int(),
  refunds: int(),
  fees: int(),
  tax: int(),
  net: int(),
});
export type MoneyFigures = z.infer<typeof moneyFigures>;

/** The money columns of every report table (the screen, the PDF): one order, one formatting. */
export const moneyHeaders = () => [m.count, m.gross, m.vouchers, m.refunds, m.fees, m.tax, m.net];
export const moneyCells = (f: MoneyFigures) => [
  String(f.count),
  formatRupiah(f.gross),
  formatRupiah(f.vouchers),
  formatRupiah(f.refunds),
  formatRupiah(f.fees),
  formatRupiah(f.tax),
  formatRupiah(f.net),
];

export const salesReportSchema = z.object({
  period: z.object({ from: z.string().nullable(), to: z.string().nullable(), show: int().nullable() }),
  /** every figure below sums to these; revenue = gross - refunds, the dashboard's revenue */
  totals: moneyFigures.extend({ revenue: int() }),
  byChannel: z.array(moneyFigures.extend({ channel: z.string(), method: z.enum(MONEY_METHODS) })),
  byKind: z.array(moneyFigures.extend({ kind: z.string() })),
  shows: z.array(moneyFigures.extend({ showId: int(), show: z.string() })),
  tickets: z.array(
    z.object({
      showId: int(),
      show: z.string(),
      categoryId: int(),
      category: z.string(),
      sold: int(),
      complimentary: int(),
      refunded: int(),
      checkedIn: int(),
    }),
  ),
  subscriptions: moneyFigures.extend({ new: int(), renewed: int(), lapsed: int() }),
  donations: z.array(moneyFigures.extend({ campaignId: int(), campaign: z.string() })),
  /** one line per WIB day with a movement, oldest first */
  days: z.array(moneyFigures.extend({ day: z.string() })),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** The roles of the treasurer's chart of accounts a journal entry touches. */
export const LEDGER_ROLES = [
  'cash',
  'bank',
  'provider',
  'ticket_revenue',
  'subscription_revenue',
  'donation_income',
  'tax_payable',
  'fee_expense',
  'refunds',
] as const;
export type LedgerRole = (typeof LEDGER_ROLES)[number];

const accountCode = z
  .string()
  .trim()
  .min(
    1,
    said(() => m.accountCode),
  )
  .max(30);
export const accountSchema = z.object({
  role: z.enum(LEDGER_ROLES),
  code: accountCode,
  name: z.string().trim().min(1).max(120),
});
export type FinanceAccount = z.infer<typeof accountSchema>;
/** PUT /finance/accounts: the whole mapping, one line per role. */
export const accountsBody = z.object({ accounts: z.array(accountSchema).min(1).max(LEDGER_ROLES.length) });

/**
 * The entertainment tax included in `amount` at `rate` percent, rounded half up: amount * rate /
 * (100 + rate). The reports and the journal compute it per payment with the same formula in SQL
 * (api/src/finance/reports/movements.ts), so a receipt's figure is the report's.
 */
export const includedTax = (amount: number, rate: number): number =>
  rate > 0 ? Math.floor((amount * rate * 2 + 100 + rate) / ((100 + rate) * 2)) : 0;

/** 'termasuk pajak hiburan 10% (Rp 18.000,00)' under a receipt's total; null for a show without the tax. */
export const taxNoteOf = (amount: number, rate: number | null | undefined): string | null =>
  rate && rate > 0 ? ticketMessages.taxIncluded(rate, formatRupiah(includedTax(amount, rate))) : null;

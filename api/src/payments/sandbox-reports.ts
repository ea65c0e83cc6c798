import { createHash } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../core/db/client.js';
import { midtransTime } from './midtrans-reports.js';
import { payments, sandboxTransactions } from './schema.js';

/**
 * What Midtrans keeps per payment type, as its published price list has it (MDR before the 11 %
 * VAT on it): QRIS 0.7 %, GoPay and ShopeePay 2 %, cards 2.9 % + Rp 2.000, virtual accounts
 * Rp 4.000. The sandbox charges the same so that a report imported from it looks like a real one.
 */
const MDR: Record<string, (gross: number) => number> = {
  qris: (gross) => Math.round(gross * 0.007),
  gopay: (gross) => Math.round(gross * 0.02),
  shopeepay: (gross) => Math.round(gross * 0.02),
  credit_card: (gross) => Math.round(gross * 0.029) + 2000,
  bank_transfer: () => 4000,
  echannel: () => 4000,
};
const VAT = 0.11;

/** The MDR and the VAT on it that Midtrans takes from a payment of `gross` by `paymentType`. */
export function sandboxFeeOf(paymentType: string, gross: number): { mdr: number; tax: number } {
  const mdr = MDR[paymentType]?.(gross) ?? 0;
  return { mdr, tax: Math.round(mdr * VAT) };
}

const SANDBOX_TYPES = ['credit_card', 'gopay', 'qris', 'bank_transfer'] as const;

/**
 * How the buyer paid, as the provider knows it. The sandbox's checkout page offers no choice of
 * method, so a payment the site knows only as 'sandbox' gets one of Midtrans' types picked from
 * its order id (always the same one for the same order): the reports then carry a realistic mix.
 */
export function sandboxPaymentTypeOf(orderId: string, siteMethod: string | null): string {
  if (siteMethod && siteMethod in MDR) return siteMethod;
  const pick = createHash('sha256').update(orderId).digest()[0] ?? 0;
  return SANDBOX_TYPES[pick % SANDBOX_TYPES.length] ?? 'qris';
}

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;

/** The WIB day two working days after a settlement (Midtrans pays out T+2, Saturdays and Sundays skipped). */
export function payoutDateOf(settledAt: Date): string {
  let day = new Date(Math.floor((settledAt.getTime() + WIB_OFFSET_MS) / DAY_MS) * DAY_MS);
  let working = 0;
  while (working < 2) {
    day = new Date(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) working++;
  }
  return day.toISOString().slice(0, 10);
}

export interface SandboxReportRow {
  id: number;
  order_id: string;
  gross_amount: number;
  transaction_status: string;
  fraud_status: string | null;
  createdAt: Date;
  updatedAt: Date;
  method: string | null;
}

/** Settled in the sandbox: settlement, or a card's capture. */
const SETTLED = ['settlement', 'capture'];

/**
 * One batch of the sandbox's transactions in [from, to) by their time (created; for the payout
 * report: settled), after id `afterId`, oldest first. The site's method of each (door QRIS,
 * a saved card) is read beside it: the sandbox lives in our database.
 */
export function sandboxReportBatch(
  db: Db,
  kind: 'transactions' | 'payouts',
  range: { from: Date; to: Date },
  afterId: number,
  limit: number,
): Promise<SandboxReportRow[]> {
  const at = kind === 'transactions' ? sandboxTransactions.createdAt : sandboxTransactions.updatedAt;
  return db
    .select({
      id: sandboxTransactions.id,
      order_id: sandboxTransactions.order_id,
      gross_amount: sandboxTransactions.gross_amount,
      transaction_status: sandboxTransactions.transaction_status,
      fraud_status: sandboxTransactions.fraud_status,
      createdAt: sandboxTransactions.createdAt,
      updatedAt: sandboxTransactions.updatedAt,
      method: payments.method,
    })
    .from(sandboxTransactions)
    .leftJoin(payments, eq(payments.order_id, sandboxTransactions.order_id))
    .where(
      and(
        gte(at, range.from),
        lt(at, range.to),
        gt(sandboxTransactions.id, afterId),
        kind === 'payouts' ? inArray(sandboxTransactions.transaction_status, SETTLED) : undefined,
      ),
    )
    .orderBy(asc(sandboxTransactions.id))
    .limit(limit);
}

const settledAtOf = (row: SandboxReportRow) => (SETTLED.includes(row.transaction_status) ? row.updatedAt : null);

/** A line of the transaction report, in TRANSACTION_REPORT_HEADERS' order. */
export const transactionLineOf = (row: SandboxReportRow): (string | number)[] => {
  const settled = settledAtOf(row);
  return [
    row.order_id,
    `sandbox-${row.id}`,
    midtransTime(row.createdAt),
    settled ? midtransTime(settled) : '',
    sandboxPaymentTypeOf(row.order_id, row.method),
    row.transaction_status,
    row.fraud_status ?? 'accept',
    row.gross_amount,
    'IDR',
  ];
};

/** A line of the payout report, in PAYOUT_REPORT_HEADERS' order. */
export const payoutLineOf = (row: SandboxReportRow): (string | number)[] => {
  const type = sandboxPaymentTypeOf(row.order_id, row.method);
  const { mdr, tax } = sandboxFeeOf(type, row.gross_amount);
  const payoutDate = payoutDateOf(row.updatedAt);
  return [
    `PO-${payoutDate.replaceAll('-', '')}`,
    payoutDate,
    row.order_id,
    `sandbox-${row.id}`,
    midtransTime(row.updatedAt),
    type,
    row.gross_amount,
    mdr,
    tax,
    row.gross_amount - mdr - tax,
  ];
};

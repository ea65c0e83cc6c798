import { z } from 'zod';
import { isoTime } from '../answers/common.js';
import { said } from '../i18n/said.js';
import { MAX_PAGE_SIZE } from '../list.js';
import { settlementMessages } from '../messages/settlements.js';
import { plainString } from '../safe-values.js';

/** Where a settlement line came from: Midtrans' transaction report, its payout report, its status API. */
export const SETTLEMENT_SOURCES = ['transactions', 'payouts', 'status_api'] as const;
export type SettlementSource = (typeof SETTLEMENT_SOURCES)[number];

/**
 * What needs a person's look: a line Midtrans reports that the site has no payment for, a paid
 * web payment no report names, a line whose amount differs from the site's.
 */
export const OPEN_ITEM_KINDS = ['unknown_order', 'missing_report', 'amount_mismatch'] as const;
export type OpenItemKind = (typeof OPEN_ITEM_KINDS)[number];

/** An imported report as the admin's list shows it. */
export const settlementReportSchema = z.object({
  id: z.number().int(),
  source: z.enum(SETTLEMENT_SOURCES),
  file_name: z.string().nullable(),
  line_count: z.number().int(),
  matched_count: z.number().int(),
  open_count: z.number().int(),
  createdAt: isoTime(),
});
export type SettlementReport = z.infer<typeof settlementReportSchema>;

/** POST /settlements/reports: the report, and whether the same file had been imported before (then nothing changed). */
export const settlementImportSchema = z.object({
  report: settlementReportSchema,
  already_imported: z.boolean(),
});
export type SettlementImport = z.infer<typeof settlementImportSchema>;

/** What the provider says about one of its transactions, merged from every report that named it. */
export const settlementLineSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  payment_id: z.number().int().nullable(),
  payment_type: z.string().nullable(),
  transaction_status: z.string().nullable(),
  transaction_time: isoTime().nullable(),
  gross_amount: z.number().int(),
  fee_amount: z.number().int(),
  net_amount: z.number().int(),
  /** the WIB day it was paid out to the bank; null while pending */
  payout_date: z.string().nullable(),
  updatedAt: isoTime(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const openItemSchema = z.object({
  kind: z.enum(OPEN_ITEM_KINDS),
  order_id: z.string(),
  payment_id: z.number().int().nullable(),
  provider_gross: z.number().int().nullable(),
  site_gross: z.number().int().nullable(),
  /** the provider's transaction time, or the site payment's time */
  at: isoTime().nullable(),
});
export type OpenItem = z.infer<typeof openItemSchema>;

/** POST /settlements/status-check: how many paid payments were asked of the gateway, how many lines stored. */
export const statusCheckSchema = z.object({
  asked: z.number().int(),
  stored: z.number().int(),
  report_id: z.number().int().nullable(),
});
export type StatusCheck = z.infer<typeof statusCheckSchema>;

const wibDay = () =>
  plainString()
    .regex(
      /^\d{4}-\d{2}-\d{2}$/,
      said(() => settlementMessages.badPeriod),
    )
    .refine(
      (day) => !Number.isNaN(Date.parse(day)),
      said(() => settlementMessages.badPeriod),
    );

/** A period of WIB days, both included. */
export const settlementPeriod = () => z.strictObject({ from: wibDay(), to: wibDay() });
export type SettlementPeriod = z.infer<ReturnType<typeof settlementPeriod>>;

const pageNumber = () => z.coerce.number().int().min(1).max(100_000);

/** ?from=&to=&page=&limit=: the lines or open items of a period, a page at a time. */
export const settlementPageQuery = () =>
  z.strictObject({
    from: wibDay().optional(),
    to: wibDay().optional(),
    page: pageNumber().default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  });
export type SettlementPageQuery = z.infer<ReturnType<typeof settlementPageQuery>>;

/** The most days one status check or list asks about. */
export const MAX_SETTLEMENT_PERIOD_DAYS = 366;

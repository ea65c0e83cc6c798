import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { settlementLines, settlementReports } from '../finance/schema.js';
import { payments } from '../payments/schema.js';
import type { Caller, TestApp } from './app.js';

/** A report file as the admin's browser uploads it (multipart field `file`). */
export function reportForm(bytes: string | Buffer, name = 'laporan-midtrans.csv') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), name);
  return form;
}

/** The sandbox dashboard's report of that kind, downloaded by an admin: its bytes and its rows by header. */
export async function sandboxReport(admin: Caller, kind: 'transactions' | 'payouts') {
  const res = await admin.get(`/api/v1/payment/sandbox/reports/${kind}.csv`);
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /text\/csv/);
  const rows = parse(res.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
  const header = (parse(res.rawPayload, { bom: true, to_line: 1 }) as string[][])[0] ?? [];
  return { bytes: res.rawPayload, rows, header };
}

export const importReport = (admin: Caller, bytes: string | Buffer, name?: string) =>
  admin.post('/api/v1/settlements/reports', reportForm(bytes, name));

/** The settlement line the books hold for an order, or undefined. */
export const lineOf = async (t: TestApp, orderId: string) =>
  (await t.app.db.select().from(settlementLines).where(eq(settlementLines.order_id, orderId)))[0];

export const paymentOf = async (t: TestApp, orderId: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.order_id, orderId)))[0];

/** How many reports and lines the books hold: what a refused import must leave as it was. */
export const booksCount = async (t: TestApp) => ({
  reports: await t.app.db.$count(settlementReports),
  lines: await t.app.db.$count(settlementLines),
});

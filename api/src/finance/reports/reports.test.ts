import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type DashboardStats, financeMessages as fm, type SalesReport, validationMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../core/audit/schema.js';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { payments } from '../../payments/schema.js';
import { admin, t, useBoxOffice } from '../../test/box-office-fixture.js';
import { type DaySales, sellEverything } from '../../test/finance-sales.js';

useBoxOffice();

/** Today in WIB, `YYYY-MM-DD`, and this WIB month's first day. */
const wibToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const monthStart = () => `${wibToday().slice(0, 8)}01`;

const reportOf = async (query: string) => {
  await ready();
  const res = await admin.get(`/api/v1/finance/report?${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as SalesReport;
};

/** A downloaded CSV's lines as cells (no cell of these files holds a comma or a quote). */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

const sum = (lines: { [k: string]: unknown }[], key: string) => lines.reduce((s, l) => s + Number(l[key]), 0);
const MONEY = ['count', 'gross', 'vouchers', 'refunds', 'fees', 'tax', 'net'];

// the fixture's app starts in its own hook: the sales are made once, by the first test that asks
let sold: Promise<DaySales> | undefined;
const ready = () => {
  sold ??= sellEverything(t, admin);
  return sold;
};

test("the day's report: each figure by channel and method, and every table's lines sum to its totals", async () => {
  const report = await reportOf(`from=${wibToday()}&to=${wibToday()}`);
  const { totals } = report;
  // received: 2 x 110.000 less 10% (198.000) + 110.000 (refunded later) + door 100.000 + 65.000 + 150.000
  assert.equal(totals.gross, 623_000);
  assert.equal(totals.vouchers, 22_000);
  assert.equal(totals.refunds, 110_000);
  assert.equal(totals.fees, 2_500);
  // 10% included: 198.000 -> 18.000, 110.000 -> 10.000 received and paid back
  assert.equal(totals.tax, 18_000);
  assert.equal(totals.net, 623_000 - 110_000 - 2_500 - 18_000);
  assert.equal(totals.revenue, 513_000);
  for (const table of [report.byChannel, report.byKind, report.days]) {
    for (const key of MONEY) assert.equal(sum(table, key), totals[key as keyof typeof totals], key);
  }
  const cash = report.byChannel.find((l) => l.channel === 'door' && l.method === 'cash');
  assert.equal(cash?.gross, 100_000);
  const web = report.byChannel.find((l) => l.channel === 'web' && l.method === 'sandbox');
  assert.equal(web?.gross, 523_000);
  const tickets = report.byKind.find((l) => l.kind === 'ticket');
  for (const key of MONEY) assert.equal(sum(report.shows, key), tickets?.[key as keyof typeof tickets], key);
  assert.equal(report.subscriptions.new, 1);
  assert.equal(report.subscriptions.gross, 65_000);
  assert.equal(report.donations[0]?.gross, 150_000);
  assert.deepEqual(report.tickets.map((l) => [l.sold, l.refunded]).sort(), [
    [2, 0],
    [3, 1],
  ]);
});

test("the month's revenue is the dashboard's, to the rupiah", async () => {
  const report = await reportOf(`from=${monthStart()}&to=${wibToday()}`);
  const stats = (await admin.get('/api/v1/admin/stats')).json().data as DashboardStats;
  assert.equal(stats.revenueThisMonth, report.totals.revenue);
  assert.equal(stats.months.at(-1)?.revenue, report.totals.revenue);
  const [refunded] = await t.app.db
    .select()
    .from(payments)
    .where(eq(payments.order_id, (await ready()).refundedOrder));
  assert.ok(refunded?.refunded_at, 'the refund is dated');
});

test('the journal balances, agrees with the report, and its download is audited; so is the movements file', async () => {
  const period = `from=${wibToday()}&to=${wibToday()}`;
  const report = await reportOf(period);
  const res = await admin.get(`/api/v1/finance/journal.csv?${period}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /text\/csv/);
  const [header, ...lines] = csvLines(res.body);
  assert.deepEqual(header?.slice(0, 3), ['Tanggal', 'No Transaksi', 'Kode Akun']);
  const debit = lines.reduce((s, l) => s + Number(l[5]), 0);
  const credit = lines.reduce((s, l) => s + Number(l[6]), 0);
  assert.equal(debit, credit);
  const net = (code: string) => lines.filter((l) => l[2] === code).reduce((s, l) => s + Number(l[5]) - Number(l[6]), 0);
  // cash and the provider's receivable hold what came in less refunds and fees; tax payable the tax
  assert.equal(net('1-10001') + net('1-10100'), report.totals.gross - report.totals.refunds - report.totals.fees);
  assert.equal(-net('2-20500'), report.totals.tax);

  const movements = await admin.get(`/api/v1/finance/movements.csv?${period}`);
  assert.equal(movements.statusCode, 200, movements.body);
  const rows = csvLines(movements.body).slice(1);
  assert.equal(rows.filter((r) => r[2] === fm.movements.receipt).length, report.totals.count);

  const audited = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'export')));
  assert.deepEqual(audited.map((row) => row.resource).sort(), ['finance_journal', 'finance_movements']);
});

test('the treasurer maps the accounts once; the journal then uses them', async () => {
  const set = await admin.put('/api/v1/finance/accounts', {
    accounts: [{ role: 'cash', code: '1-1100', name: 'Kas Loket' }],
  });
  assert.equal(set.statusCode, 200, set.body);
  const cash = (set.json().data as { role: string; code: string }[]).find((a) => a.role === 'cash');
  assert.equal(cash?.code, '1-1100');
  const journal = await admin.get(`/api/v1/finance/journal.csv?from=${wibToday()}&to=${wibToday()}`);
  assert.ok(csvLines(journal.body).some((l) => l[2] === '1-1100' && l[3] === 'Kas Loket'));
  const bad = await admin.put('/api/v1/finance/accounts', { accounts: [{ role: 'kas', code: '', name: '' }] });
  assert.equal(bad.statusCode, 400);
});

test("a show's report is its sales only", async () => {
  const report = await reportOf(`from=${wibToday()}&to=${wibToday()}`);
  const show = report.shows.find((s) => s.gross === 100_000);
  const own = await reportOf(`show=${show?.showId}`);
  assert.equal(own.totals.gross, 100_000);
  assert.equal(own.subscriptions.count, 0);
  assert.equal((await admin.get('/api/v1/finance/report?show=999999')).statusCode, 404);
  // an id past what an integer column holds is a bad request, never a database error
  const tooBig = await admin.get('/api/v1/finance/report?show=2147483648');
  assert.equal(tooBig.statusCode, 400);
  assert.equal((await admin.get('/api/v1/finance/journal.csv?show=99999999999')).statusCode, 400);
});

test('only admins: a member, a door pass and a visitor are refused; a bad period is a 400 in Indonesian', async () => {
  await ready();
  const member = await t.as('user');
  const anonymous = await t.as('anonymous');
  for (const url of [
    '/api/v1/finance/report?from=2026-01-01&to=2026-01-31',
    '/api/v1/finance/journal.csv?from=2026-01-01&to=2026-01-31',
  ]) {
    assert.equal((await member.get(url)).statusCode, 403);
    assert.equal((await (await ready()).door.get(url)).statusCode, 403);
    assert.equal((await anonymous.get(url)).statusCode, 401);
  }
  assert.equal((await member.get('/api/v1/finance/accounts')).statusCode, 403);
  for (const [query, field, message] of [
    ['from=2026-02-01', 'from', fm.periodNeeded],
    ['from=2026-13-01&to=2026-13-02', 'from', fm.badDay],
    ['from=2026-02-01&to=2026-01-01', 'to', fm.periodOrder],
    ['from=2025-01-01&to=2026-12-31', 'to', fm.periodTooLong],
    ['from=1%2F2%2F2026&to=2026-01-01', 'from', fm.badDay],
  ] as const) {
    const res = await admin.get(`/api/v1/finance/report?${query}`);
    assert.equal(res.statusCode, 400, query);
    assert.equal(res.json().message, validationMessages.invalid);
    assert.equal(res.json().errors[field], message, query);
  }
});

test('the e-ticket of a show with entertainment tax says how much of its price is the tax', async () => {
  await ready();
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupe_key, `ticket-paid:${(await ready()).taxedOrder}`));
  assert.ok(mail, 'the e-ticket was queued');
  const shown = await admin.get(`/api/v1/admin/mails/${mail.id}`);
  assert.equal(shown.statusCode, 200, shown.body);
  // Rp 198.000 paid, 10% included: Rp 18.000, the report's tax of that receipt
  assert.match(shown.json().data.text, /Rp 198\.000,00 · termasuk pajak hiburan 10% \(Rp 18\.000,00\)/);
});

test("a door sale refunded at the till is that day's cash refund; the journal still balances", async () => {
  await ready();
  const period = `from=${wibToday()}&to=${wibToday()}`;
  const was = await reportOf(period);
  assert.equal((await (await ready()).doorRefund()).statusCode, 200);
  const now = await reportOf(period);
  const cash = now.byChannel.find((l) => l.channel === 'door' && l.method === 'cash');
  assert.equal(cash?.refunds, 100_000);
  assert.equal(now.totals.refunds, was.totals.refunds + 100_000);
  assert.equal(now.totals.gross, was.totals.gross, 'the sale was received all the same');
  assert.deepEqual(now.tickets.map((l) => [l.sold, l.refunded]).sort(), [
    [2, 2],
    [3, 1],
  ]);
  const lines = csvLines((await admin.get(`/api/v1/finance/journal.csv?${period}`)).body).slice(1);
  const [debit, credit] = [5, 6].map((i) => lines.reduce((sum, l) => sum + Number(l[i]), 0));
  assert.equal(debit, credit);
});

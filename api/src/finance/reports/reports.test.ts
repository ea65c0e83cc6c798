import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type DashboardStats, financeMessages as fm, type SalesReport, validationMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../core/audit/schema.js';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { payments } from '../../payments/schema.js';
import type { Caller } from '../../test/app.js';
import { admin, t, useBoxOffice } from '../../test/box-office-fixture.js';
import { createCampaign, give, namedGift, notify } from '../../test/donations.js';
import { openTill, saleData, saleOf, sell, sellingDevice, showWithQuota } from '../../test/door-sales.js';
import { createShow, decide } from '../../test/payments.js';
import { settlementLines } from '../schema.js';

useBoxOffice();

/** Today in WIB, `YYYY-MM-DD`, and this WIB month's first day. */
const wibToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const monthStart = () => `${wibToday().slice(0, 8)}01`;

let door: Caller;
let refundedOrder = '';
let taxedOrder = '';
let doorRefund = () => door.post('');

/** The day's real sales, each through its own API: web tickets (one with a voucher, one refunded), door cash, a subscription, a gift. */
async function sellEverything() {
  // a show with a 10% entertainment tax included in its Rp 110.000 tickets
  const show = await createShow(t, { harga_tiket: 110_000, harga_kategori_tiket: 110_000, pajak_hiburan: 10 });
  const buyer = await t.newUser();
  const voucher = await admin.post('/api/v1/vouchers', { code: 'LAPORAN-10', kind: 'percent', amount: 10 });
  assert.equal(voucher.statusCode, 201, voucher.body);
  const placed = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti Aminah',
    no_telp: '0812-3456-7890',
    id_tiket: show.id,
    categories: [{ id: show.categories[0]?.id, count: 2 }],
    voucher: 'LAPORAN-10',
  });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((await decide(buyer, placed.json().data.token, 'settlement')).statusCode, 200);
  taxedOrder = placed.json().data.order_id;

  const refunded = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti Aminah',
    no_telp: '0812-3456-7890',
    id_tiket: show.id,
    jumlah_tiket: 1,
  });
  assert.equal(refunded.statusCode, 201, refunded.body);
  assert.equal((await decide(buyer, refunded.json().data.token, 'settlement')).statusCode, 200);
  refundedOrder = refunded.json().data.order_id;
  const history = (await buyer.get(`/api/v1/tiket/user/history?id_user=${buyer.id}`)).json().data as {
    id: number;
    order_id: string;
  }[];
  const orderId = history.find((o) => o.order_id === refundedOrder)?.id;
  const refund = await admin.post(`/api/v1/tiket/orders/${orderId}/refund`);
  assert.equal(refund.statusCode, 200, refund.body);

  // two tickets sold for cash at the door
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const device = await sellingDevice(t, admin, showId);
  door = device.caller;
  const shift = await openTill(door, device.device, showId, 100_000);
  const sold = saleOf(shift, device.device, categoryId, 2);
  const sale = await sell(door, sold);
  doorRefund = () => door.post(`/api/v1/door/sales/${sold.key}/refund`, { shiftId: shift.id });
  assert.equal(sale.statusCode, 201, sale.body);
  assert.equal(saleData(sale).total, 100_000);

  // a Sahabat month, and a gift
  const member = await t.newUser();
  const sub = await member.post('/api/v1/payment', { id_user: member.id, amount: 65000 });
  assert.equal(sub.statusCode, 201, sub.body);
  assert.equal((await decide(member, sub.json().data.token, 'settlement')).statusCode, 200);
  const campaign = await createCampaign(t);
  const gift = await give(member, namedGift(campaign.id, 150_000));
  assert.equal((await notify(t, gift)).statusCode, 200);

  // Midtrans' report kept Rp 2.500 of the voucher order (as the settlement import records it)
  const [paid] = await t.app.db.select().from(payments).where(eq(payments.order_id, placed.json().data.order_id));
  await t.app.db.insert(settlementLines).values({
    order_id: paid?.order_id ?? '',
    payment_id: paid?.id ?? null,
    gross_amount: paid?.gross_amount ?? 0,
    fee_amount: 2_500,
    net_amount: (paid?.gross_amount ?? 0) - 2_500,
  });
}

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
let sold: Promise<void> | undefined;
const ready = () => {
  sold ??= sellEverything();
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
  const [refunded] = await t.app.db.select().from(payments).where(eq(payments.order_id, refundedOrder));
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
    assert.equal((await door.get(url)).statusCode, 403);
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
    .where(eq(mailOutbox.dedupe_key, `ticket-paid:${taxedOrder}`));
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
  assert.equal((await doorRefund()).statusCode, 200);
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

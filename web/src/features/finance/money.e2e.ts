import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDate, formatRupiah, type MoneyFigures, financeMessages as m, type SalesReport } from '@teater/contract';
import { parse } from 'csv-parse/sync';
import { expect, type Locator, type Page, test } from '../../test/app-test';
import { adminApi } from '../../test/door-e2e';
import { loginAsAdmin } from '../../test/e2e';
import { GIFT, type MoneySales, PRICE, sellForTheDay } from '../../test/money-e2e';
import { expectNoSidewaysScroll, screens } from '../../test/viewports';
import { wibDay } from './lib/period';

test.use(screens.phone);
test.setTimeout(180_000);

type Row = [string, string[]];

/** A figure line as the report's tables print it: count, gross, vouchers, refunds, fees, tax, net. */
const cells = (f: Omit<MoneyFigures, 'tax'> & { tax?: number }) => [
  String(f.count),
  ...[f.gross, f.vouchers, f.refunds, f.fees, f.tax ?? 0, f.net].map(formatRupiah),
];
const figures = (f: Partial<MoneyFigures>) =>
  cells({ count: 0, gross: 0, vouchers: 0, refunds: 0, fees: 0, net: 0, ...f });

/** One of the report's tables, by its caption. */
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption, exact: true });

/** A table's body rows as [row header, cells] (its total row apart), once it is on screen. */
async function rowsOf(t: Locator): Promise<{ rows: Row[]; total: string[] }> {
  await expect(t).toBeVisible();
  return t.evaluate((el: HTMLTableElement) => {
    const read = (tr: HTMLTableRowElement): [string, string[]] => [
      tr.querySelector('th')?.textContent ?? '',
      [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
    ];
    const body = [...(el.tBodies[0]?.rows ?? [])].map(read);
    const foot = el.tFoot?.rows[0];
    return { rows: body, total: foot ? read(foot)[1] : [] };
  });
}

const channelRows = (report: SalesReport): Row[] =>
  report.byChannel.map((l) => [
    `${m.channels[l.channel as keyof typeof m.channels] ?? l.channel} · ${m.methods[l.method]}`,
    cells(l),
  ]);
const byName = (rows: Row[]) => [...rows].sort(([a], [b]) => a.localeCompare(b));

/**
 * A period chosen as a person does: the radio's state is the URL's (react-router navigates, then
 * renders it checked), so it is clicked and then seen checked, never `check()`ed in one step.
 */
async function choose(page: Page, period: string) {
  const radio = page.getByRole('radio', { name: period });
  await radio.click();
  await expect(radio).toBeChecked();
}

/** Midtrans' way of writing a moment: WIB, 'YYYY-MM-DD HH:mm:ss'. */
const midtransNow = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The test's show by channel and method, the provider's fees (web, QRIS) taken off once imported. */
const showRows = (fees: { web: number; qris: number }): Row[] => [
  [
    `${m.channels.web} · ${m.methods.sandbox}`,
    figures({ count: 2, gross: 140_000, vouchers: 10_000, refunds: PRICE, fees: fees.web, net: 90_000 - fees.web }),
  ],
  [`${m.channels.door} · ${m.methods.cash}`, figures({ count: 1, gross: 2 * PRICE, net: 2 * PRICE })],
  [
    `${m.channels.door} · ${m.methods.qris}`,
    figures({ count: 1, gross: PRICE, fees: fees.qris, net: PRICE - fees.qris }),
  ],
];
const shownChannels = async (page: Page) => byName((await rowsOf(table(page, m.byChannel))).rows);

/**
 * The day's report on /managelaporan: its channel x method table is the API's. Others sell beside
 * this test, so the screen is read between two answers of the API, and read again (reloaded) when
 * a sale came in between.
 */
async function dayReportIsTheApis(page: Page, reportOf: (query: string) => Promise<SalesReport>) {
  const today = wibDay();
  await page.goto('/managelaporan');
  await expect(page.getByRole('radio', { name: m.periodToday })).toBeChecked();
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    const before = await reportOf(`from=${today}&to=${today}`);
    const shown = await rowsOf(table(page, m.byChannel));
    const after = await reportOf(`from=${today}&to=${today}`);
    expect(after).toEqual(before);
    expect(byName(shown.rows)).toEqual(byName(channelRows(after)));
    expect(shown.total).toEqual(cells(after.totals));
  }).toPass({ timeout: 60_000 });
}

/** This test's own show and campaign among the day's, then the show's own report by channel and method. */
async function ownFigures(page: Page, sold: MoneySales) {
  // received: 2 x 50.000 less 10% online, 50.000 online (refunded), 2 x 50.000 cash, 50.000 QRIS
  const ownShow = figures({ count: 4, gross: 290_000, vouchers: 10_000, refunds: PRICE, net: 240_000 });
  expect((await rowsOf(table(page, m.shows))).rows).toContainEqual([sold.showName, ownShow]);
  const gift = figures({ count: 1, gross: GIFT, net: GIFT });
  expect((await rowsOf(table(page, m.donations))).rows).toContainEqual([sold.campaign, gift]);

  await choose(page, m.periodShow);
  await page.getByRole('combobox', { name: m.show, exact: true }).selectOption(String(sold.showId));
  await expect.poll(() => shownChannels(page)).toEqual(byName(showRows({ web: 0, qris: 0 })));
  // sold online 3 (1 refunded), at the door 3
  const tickets = (await rowsOf(table(page, m.tickets))).rows;
  expect(tickets.map(([name, [count, free, refunded]]) => [name, count, free, refunded])).toEqual([
    [`${sold.showName} · Reguler`, '6', '0', '1'],
  ]);
  await expectNoSidewaysScroll(page);
}

/**
 * On /managesettlement: the sandbox's payout report downloaded, a line planted for an order this
 * site never made, imported; the paid order's fee and payout date, and the open item, on screen.
 * Answers the fee Midtrans kept of some of the test's orders.
 */
async function importPayouts(page: Page, sold: MoneySales) {
  await page.goto('/managesettlement');
  await expect(page.getByRole('heading', { name: 'Rekonsiliasi Midtrans' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Laporan payout (sandbox)' }).click();
  const report = fs.readFileSync((await (await downloading).path()) ?? '');
  const payouts = parse(report, { bom: true, columns: true }) as Record<string, string>[];
  const paid = payouts.find((row) => row['Order ID'] === sold.voucherOrder);
  expect(paid, 'the paid order is in the payout report').toBeTruthy();
  const stranger = `TIK-ASING-${Date.now()}`;
  const planted = `PO-1,${paid?.['Payout Date']},${stranger},s-1,${midtransNow()},gopay,90000,1800,198,88002`;
  const file = path.join(os.tmpdir(), `payout-${Date.now()}.csv`);
  fs.writeFileSync(file, `${report.toString('utf8').trimEnd()}\n${planted}\n`);
  await page.getByLabel('Berkas laporan (CSV)').setInputFiles(file);
  await page.getByRole('button', { name: 'Impor Laporan' }).click();
  await expect(page.getByText(/Laporan diimpor: \d+ baris, \d+ cocok, 1 belum dikenal\./)).toBeVisible();
  fs.rmSync(file, { force: true });

  const feeOf = (...orders: string[]) =>
    payouts
      .filter((row) => orders.includes(row['Order ID'] ?? ''))
      .reduce((sum, row) => sum + Number(row.MDR) + Number(row.Tax), 0);
  const lines = page.getByRole('region', { name: 'Baris settlement' }).getByRole('row');
  const line = lines.filter({ hasText: sold.voucherOrder });
  await expect(line).toContainText(formatRupiah(feeOf(sold.voucherOrder)));
  await expect(line).toContainText(formatDate(paid?.['Payout Date'] ?? ''));
  const open = page.getByRole('region', { name: 'Perlu diperiksa' }).getByRole('row').filter({ hasText: stranger });
  await expect(open).toContainText('Midtrans melaporkan, situs tidak punya pembayarannya');
  await expect(open).toContainText(formatRupiah(90_000));
  await expectNoSidewaysScroll(page);
  return { web: feeOf(sold.voucherOrder, sold.refundedOrder), qris: feeOf(sold.qrisOrder) };
}

/** The day's journal, downloaded from the report's screen: it balances and holds every order of this test. */
async function journalBalances(page: Page, sold: MoneySales) {
  await choose(page, m.periodToday);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: m.downloadJournal }).click();
  const journal = parse(fs.readFileSync((await (await downloading).path()) ?? ''), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  const total = (column: string) => journal.reduce((sum, row) => sum + Number(row[column]), 0);
  expect(total('Debit')).toBeGreaterThan(0);
  expect(total('Debit')).toBe(total('Kredit'));
  const references = new Set(journal.map((row) => row.Referensi));
  const { voucherOrder, refundedOrder, cashOrder, qrisOrder, subscriptionOrder, giftOrder } = sold;
  for (const order of [voucherOrder, refundedOrder, cashOrder, qrisOrder, subscriptionOrder, giftOrder]) {
    expect(references, order).toContain(order);
  }
}

test('after a day of sandbox sales the admin reads each figure by channel and method, imports the payout report, and downloads a balanced journal', async ({
  page,
  request,
  playwright,
}) => {
  const sold = await sellForTheDay(request, playwright);
  const { headers } = await adminApi(request);
  const reportOf = async (query: string) => {
    const res = await request.get(`/api/v1/finance/report?${query}`, { headers });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: SalesReport }).data;
  };
  await loginAsAdmin(page);
  await dayReportIsTheApis(page, reportOf);
  await ownFigures(page, sold);
  const fees = await importPayouts(page, sold);
  expect(fees.web, 'the sandbox kept a fee of the paid order').toBeGreaterThan(0);

  // back on the show's report: the fees Midtrans kept are taken off its net
  await page.goto(`/managelaporan?periode=show&pertunjukan=${sold.showId}`);
  await expect.poll(() => shownChannels(page)).toEqual(byName(showRows(fees)));
  await journalBalances(page, sold);
});

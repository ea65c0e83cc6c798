import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../core/audit/schema.js';
import { PAYOUT_REPORT_HEADERS, TRANSACTION_REPORT_HEADERS } from '../../payments/index.js';
import { admin, t, useBoxOffice } from '../../test/box-office-fixture.js';
import { doorDevice, paidOrder } from '../../test/door-fixture.js';
import { decide } from '../../test/payments.js';
import { booksCount, importReport, lineOf, paymentOf, reportForm, sandboxReport } from '../../test/settlements.js';
import { settlementLines } from '../schema.js';

/** Settlement (issue 47): Midtrans' reports, as the sandbox gives them, imported and matched by order_id. */
useBoxOffice();

type OpenItem = { kind: string; order_id: string; provider_gross: number | null; site_gross: number | null };
const openItems = async () => (await admin.get('/api/v1/settlements/open-items?limit=100')).json().data as OpenItem[];

/** A ticket order paid in the sandbox's checkout: its order id. */
async function paidOrderId(): Promise<string> {
  const { buyer } = await paidOrder(t, 2);
  const [order] = (await buyer.get('/api/v1/tiket/user/history')).json().data as { order_id: string }[];
  assert.ok(order);
  return order.order_id;
}

test('the sandbox reports in Midtrans’ columns; imported, each line has its payment, its fee and its payout date', async () => {
  const paid = await paidOrderId();
  const transactions = await sandboxReport(admin, 'transactions');
  const payouts = await sandboxReport(admin, 'payouts');
  assert.deepEqual(transactions.header, [...TRANSACTION_REPORT_HEADERS]);
  assert.deepEqual(payouts.header, [...PAYOUT_REPORT_HEADERS]);
  const sold = payouts.rows.find((row) => row['Order ID'] === paid);
  assert.ok(sold, 'the paid order is in the payout report');

  const first = await importReport(admin, transactions.bytes, 'transaksi.csv');
  assert.equal(first.statusCode, 201, first.body);
  assert.equal(first.json().data.report.source, 'transactions');
  const second = await importReport(admin, payouts.bytes, 'payout.csv');
  assert.equal(second.statusCode, 201, second.body);
  const report = second.json().data.report;
  assert.equal(report.source, 'payouts');
  assert.equal(report.line_count, payouts.rows.length);
  assert.equal(report.matched_count, payouts.rows.length, 'every sandbox sale is a payment of ours');
  assert.equal(report.open_count, 0);

  const payment = await paymentOf(t, paid);
  const line = await lineOf(t, paid);
  assert.equal(line?.payment_id, payment?.id);
  assert.equal(line?.gross_amount, payment?.gross_amount);
  const fee = Number(sold.MDR) + Number(sold.Tax);
  assert.ok(fee > 0, 'Midtrans keeps a fee on every method');
  assert.equal(line?.fee_amount, fee);
  assert.equal(line?.net_amount, (payment?.gross_amount ?? 0) - fee);
  assert.equal(line?.payout_date, sold['Payout Date']);
  assert.ok((line?.payout_date ?? '') > (sold['Settlement Time'] ?? '').slice(0, 10), 'paid out after it settled');
  // the transaction report's status and time stay beside the payout's fee
  assert.equal(line?.transaction_status, 'settlement');
  assert.ok(line?.transaction_time);

  const listed = (await admin.get('/api/v1/settlements/lines')).json().data as {
    order_id: string;
    fee_amount: number;
  }[];
  assert.equal(listed.find((l) => l.order_id === paid)?.fee_amount, fee);
  const audited = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'settlement_reports'), eq(auditLog.record_id, report.id)));
  assert.equal(audited.length, 1);
  assert.equal(audited[0]?.action, 'upload');
});

test('the same report imported again changes nothing, and says so', async () => {
  await paidOrderId();
  const { bytes } = await sandboxReport(admin, 'payouts');
  const first = await importReport(admin, bytes);
  assert.equal(first.statusCode, 201, first.body);
  const linesBefore = await t.app.db.select().from(settlementLines);
  const books = await booksCount(t);

  const again = await importReport(admin, bytes, 'nama-lain.csv');
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.json().data.already_imported, true);
  assert.equal(again.json().data.report.id, first.json().data.report.id);
  assert.equal(again.json().message, 'Laporan ini sudah pernah diimpor: tidak ada yang berubah.');
  assert.deepEqual(await booksCount(t), books);
  assert.deepEqual(
    await t.app.db.select().from(settlementLines),
    linesBefore,
    'no line changed, not even its updatedAt',
  );
});

test('a line for an order the site does not know is an open item, never an error; so is a different amount', async () => {
  const mismatched = await paidOrderId();
  const { bytes } = await sandboxReport(admin, 'transactions');
  const planted = `${bytes.toString('utf8').trimEnd()}\r\nTIK-TIDAK-DIKENAL-01,sandbox-x,2026-11-28 10:00:00,2026-11-28 10:01:00,gopay,settlement,accept,125000,IDR\r\n`;
  const imported = await importReport(admin, planted);
  assert.equal(imported.statusCode, 201, imported.body);
  assert.equal(imported.json().data.report.open_count, 1);
  const unknown = await lineOf(t, 'TIK-TIDAK-DIKENAL-01');
  assert.equal(unknown?.payment_id, null);
  assert.equal(unknown?.gross_amount, 125_000);

  const payment = await paymentOf(t, mismatched);
  const wrong = `${TRANSACTION_REPORT_HEADERS.join(',')}\n${mismatched},sandbox-y,2026-11-28 11:00:00,,qris,settlement,accept,${(payment?.gross_amount ?? 0) + 1000}.00,IDR\n`;
  assert.equal((await importReport(admin, wrong)).statusCode, 201);

  // the planted line is dated 28 November 2026: the period that holds it
  const items = await openItems();
  const held = (await admin.get('/api/v1/settlements/open-items?from=2026-11-27&to=2026-11-29')).json()
    .data as OpenItem[];
  const found = [...items, ...held];
  assert.ok(found.some((item) => item.kind === 'unknown_order' && item.order_id === 'TIK-TIDAK-DIKENAL-01'));
  const differs = found.find((item) => item.kind === 'amount_mismatch' && item.order_id === mismatched);
  assert.equal(differs?.site_gross, payment?.gross_amount);
  assert.equal(differs?.provider_gross, (payment?.gross_amount ?? 0) + 1000);
});

test('a paid web payment no report names is listed; the status API then gives its line (fee 0) and it is no longer open', async () => {
  const missing = await paidOrderId();
  const listed = await openItems();
  assert.ok(listed.some((item) => item.kind === 'missing_report' && item.order_id === missing));

  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const checked = await admin.post('/api/v1/settlements/status-check', { from: today, to: today });
  assert.equal(checked.statusCode, 200, checked.body);
  assert.ok(checked.json().data.stored >= 1);
  const line = await lineOf(t, missing);
  assert.equal(line?.payment_id, (await paymentOf(t, missing))?.id);
  assert.equal(line?.fee_amount, 0);
  assert.equal(line?.payout_date, null);
  const reports = (await admin.get('/api/v1/settlements/reports')).json().data as { id: number; source: string }[];
  assert.equal(reports.find((r) => r.id === line?.report_id)?.source, 'status_api');
  assert.ok(!(await openItems()).some((item) => item.order_id === missing));
});

test('a long report is stored a thousand lines at a time, a line named twice keeping its last word', async () => {
  const books = await booksCount(t);
  const lines = Array.from(
    { length: 2500 },
    (_, i) => `BANYAK-${i % 2400},s-${i},2026-11-28 10:00:00,,qris,settlement,accept,${10_000 + i},IDR`,
  );
  const res = await importReport(admin, `${TRANSACTION_REPORT_HEADERS.join(',')}\n${lines.join('\n')}\n`);
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().data.report.line_count, 2500);
  assert.equal(res.json().data.report.open_count, 2500);
  assert.deepEqual(await booksCount(t), { reports: books.reports + 1, lines: books.lines + 2400 });
  // BANYAK-5 is named again 2400 lines later (another batch): the later amount stands
  assert.equal((await lineOf(t, 'BANYAK-5'))?.gross_amount, 10_000 + 2405);
});

test('a broken, binary or foreign file is refused with a reason, and nothing is stored', async () => {
  await paidOrderId();
  const { bytes } = await sandboxReport(admin, 'payouts');
  const books = await booksCount(t);
  const good = bytes.toString('utf8');
  const refused: [string, string | Buffer, RegExp][] = [
    ['NUL bytes', Buffer.concat([bytes, Buffer.from([0, 0, 0])]), /byte NUL/],
    ['foreign columns', 'nama,jumlah\nRina,5000\n', /Kolom berkas tidak dikenali/],
    ['an open quote', `${good}"TIK-1,2026-11-30\n`, /rusak di baris/],
    ['a bad amount', `${good}PO-1,2026-11-30,TIK-RUSAK-1,s,2026-11-27 10:00:00,qris,banyak,1,0,1\n`, /Gross Amount/],
    [
      'an amount past an integer column',
      `${good}PO-1,2026-11-30,TIK-RUSAK-2,s,2026-11-27 10:00:00,qris,99999999999,1,0,1\n`,
      /Gross Amount/,
    ],
    ['no lines', `${PAYOUT_REPORT_HEADERS.join(',')}\n`, /tidak berisi transaksi/],
  ];
  for (const [what, file, message] of refused) {
    const res = await importReport(admin, file);
    assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
    assert.match(res.json().message, message, what);
  }
  const noFile = await admin.post('/api/v1/settlements/reports', new FormData());
  assert.equal(noFile.statusCode, 400);
  assert.equal((await admin.post('/api/v1/settlements/reports', { file: good })).statusCode, 400);
  assert.deepEqual(await booksCount(t), books);
});

test('members, door passes and strangers reach neither the import, the lists, the status API nor the sandbox reports', async () => {
  const { showId } = await paidOrder(t, 1);
  const member = await t.newUser();
  const { caller: door } = await doorDevice(t, admin, 'Pintu Selatan', showId);
  const anonymous = await t.as('anonymous');
  const books = await booksCount(t);
  const file = `${TRANSACTION_REPORT_HEADERS.join(',')}\nTIK-ASING-1,x,2026-11-28 10:00:00,,qris,settlement,accept,1000,IDR\n`;
  for (const [who, caller, status] of [
    ['member', member, 403],
    ['door pass', door, 403],
    ['no session', anonymous, 401],
  ] as const) {
    const calls = [
      caller.post('/api/v1/settlements/reports', reportForm(file)),
      caller.get('/api/v1/settlements/reports'),
      caller.get('/api/v1/settlements/lines'),
      caller.get('/api/v1/settlements/open-items'),
      caller.post('/api/v1/settlements/status-check', { from: '2026-11-01', to: '2026-11-30' }),
      caller.get('/api/v1/payment/sandbox/reports/transactions.csv'),
      caller.get('/api/v1/payment/sandbox/reports/payouts.csv'),
    ];
    for (const res of await Promise.all(calls)) assert.equal(res.statusCode, status, `${who}: ${res.body}`);
  }
  assert.deepEqual(await booksCount(t), books);
});

test('lists take a period and pages, and refuse what they do not declare', async () => {
  assert.equal((await admin.get('/api/v1/settlements/lines?from=2026-12-01&to=2026-11-01')).statusCode, 400);
  assert.equal((await admin.get('/api/v1/settlements/lines?sort=fee')).statusCode, 400);
  assert.equal((await admin.get('/api/v1/settlements/open-items?limit=1000')).statusCode, 400);
  const page = (await admin.get('/api/v1/settlements/lines?limit=1&page=1')).json();
  assert.equal(page.data.length <= 1, true);
  assert.equal(page.meta.limit, 1);
  // a pending checkout is no one's open item: Midtrans keeps no money for it
  const buyer = await t.newUser();
  const { id: showId } = (await admin.get('/api/v1/tiket')).json().data[0] as { id: number };
  const placed = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Rina',
    no_telp: '081234567890',
    jumlah_tiket: 1,
    id_tiket: showId,
  });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((await decide(buyer, placed.json().data.token, 'pending')).statusCode, 200);
  assert.ok(!(await openItems()).some((item) => item.order_id === placed.json().data.order_id));
});

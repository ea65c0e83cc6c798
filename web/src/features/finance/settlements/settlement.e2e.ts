import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDate, formatRupiah } from '@teater/contract';
import { parse } from 'csv-parse/sync';
import { expect, test } from '../../../test/app-test';
import { loginAsAdmin, uniqueEmail } from '../../../test/e2e';
import { showThroughApi } from '../../../test/shows';
import { expectNoSidewaysScroll, screens } from '../../../test/viewports';

test.use(screens.phone);

/** Midtrans' way of writing a moment: WIB, 'YYYY-MM-DD HH:mm:ss'. */
const midtransNow = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

test('the admin downloads the sandbox’s payout report, imports it, and sees the fee, the payout date and the line no payment has', async ({
  page,
  request,
}) => {
  // set-up through the API: a member's ticket order, paid on the sandbox (the `request` context is the member's)
  const { id: showId } = await showThroughApi(request, { name: `Rekonsiliasi ${Date.now()}` });
  const email = uniqueEmail('settle');
  const joined = await request.post('/api/v1/users/signup', {
    data: { name: 'Penonton Uji', email, password: 'rahasia-123', accept_terms: true },
  });
  expect(joined.status()).toBe(201);
  expect((await request.post('/api/v1/users/login', { data: { email, password: 'rahasia-123' } })).status()).toBe(200);
  const placed = await request.post('/api/v1/tiket/user/pesan', {
    data: { nama_user: 'Penonton Uji', no_telp: '081234567890', jumlah_tiket: 1, id_tiket: showId },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { token, order_id } = ((await placed.json()) as { data: { token: string; order_id: string } }).data;
  expect((await request.post(`/api/v1/payment/sandbox/${token}`, { data: { result: 'settlement' } })).status()).toBe(
    200,
  );

  await loginAsAdmin(page);
  await page.goto('/managesettlement');
  await expect(page.getByRole('heading', { name: 'Rekonsiliasi Midtrans' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Laporan payout (sandbox)' }).click();
  const report = fs.readFileSync((await (await downloading).path()) ?? '');
  const rows = parse(report, { bom: true, columns: true }) as Record<string, string>[];
  const sold = rows.find((row) => row['Order ID'] === order_id);
  expect(sold, 'the paid order is in the payout report').toBeTruthy();

  // planted for the test: a payout Midtrans reports for an order this site never made
  const stranger = `TIK-ASING-${Date.now()}`;
  const planted = `PO-1,${sold?.['Payout Date']},${stranger},s-1,${midtransNow()},gopay,90000,1800,198,88002`;
  const file = path.join(os.tmpdir(), `payout-${Date.now()}.csv`);
  fs.writeFileSync(file, `${report.toString('utf8').trimEnd()}\n${planted}\n`);
  await page.getByLabel('Berkas laporan (CSV)').setInputFiles(file);
  await page.getByRole('button', { name: 'Impor Laporan' }).click();
  await expect(page.getByText(/Laporan diimpor: \d+ baris, \d+ cocok, 1 belum dikenal\./)).toBeVisible();

  const fee = Number(sold?.MDR) + Number(sold?.Tax);
  const line = page.getByRole('region', { name: 'Baris settlement' }).getByRole('row').filter({ hasText: order_id });
  await expect(line).toContainText(formatRupiah(fee));
  await expect(line).toContainText(formatDate(sold?.['Payout Date'] ?? ''));
  const open = page.getByRole('region', { name: 'Perlu diperiksa' }).getByRole('row').filter({ hasText: stranger });
  await expect(open).toContainText('Midtrans melaporkan, situs tidak punya pembayarannya');
  await expect(open).toContainText(formatRupiah(90_000));
  await expectNoSidewaysScroll(page);
  fs.rmSync(file, { force: true });
});

import { formatDate } from '@teater/contract';
import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { adminApi, type BoughtSeat, buyer, newShow, openDevice, scan, scansOn } from './e2e/door-fixture';

const OWN = 48;

test.setTimeout(240_000);

test('two door devices admit offline, one reloads mid-queue; back online the server holds each scan once and both devices and the admin list show the 5 conflicts', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const showId = await newShow(request, `Malam Pintu ${stamp}`, 150, 7);
  const otherName = `Pentas Lain ${stamp}`;
  const otherId = await newShow(request, otherName, 10, 9);
  const buy = await buyer(request);
  const seats: BoughtSeat[] = [];
  for (let i = 0; i < 11; i++) seats.push(...(await buy(showId, 10, `Penonton ${i + 1}`)).seats);
  const refundedOrder = await buy(showId, 3, 'Penonton Refund');
  const shared = seats.slice(0, 5);
  const north = seats.slice(5, 5 + OWN);
  const south = seats.slice(5 + OWN, 5 + 2 * OWN);
  const otherShow = (await buy(otherId, 2, 'Penonton Lain')).seats;

  const one = await openDevice(browser, request, 'Pintu Utara', showId);
  const two = await openDevice(browser, request, 'Pintu Selatan', showId);
  for (const device of [one, two]) await expect(device.page.getByTestId('attendance')).toHaveText('0 / 113 hadir');

  // After the download, three tickets are refunded.
  const { call } = await adminApi(request);
  await call('post', `/api/v1/tiket/orders/${refundedOrder.id}/refund`);
  // The revocations reach both devices with their next refresh, while still online.
  for (const device of [one, two]) {
    await device.page.getByLabel('Cari penonton').fill(refundedOrder.seats[2]?.code ?? '');
    await expect(device.page.getByText('Tiket sudah direfund: tidak berlaku')).toBeVisible({ timeout: 15_000 });
  }

  for (const device of [one, two]) {
    await device.context.setOffline(true);
    await expect(device.page.getByTestId('door-mode')).toHaveText('Offline');
  }
  // Four tickets sold while the doors are offline: the devices know them by their signed QR alone.
  const fresh = (await buy(showId, 4, 'Penonton Baru')).seats;
  const other = await call<{ data: { tanggal_pertujukan: string } }>('get', `/api/v1/tiket/${otherId}`);
  const otherDate = formatDate(other.data.tanggal_pertujukan);

  const result = (device: typeof one) => device.page.getByTestId('scan-result');
  async function specialScans(device: typeof one, news: BoughtSeat[]) {
    for (const seat of refundedOrder.seats) {
      await scan(device.page, seat.code);
      await expect(result(device)).toHaveText(/Tiket sudah direfund/);
    }
    for (const seat of news) {
      await scan(device.page, seat.qr);
      await expect(result(device)).toContainText('sah menurut tanda tangan QR');
      await expect(result(device)).toHaveAttribute('data-result', 'admitted');
    }
    for (const seat of otherShow) {
      await scan(device.page, seat.qr);
      await expect(result(device)).toHaveText(`Tiket untuk pertunjukan lain: ${otherName}, ${otherDate}`);
    }
  }
  const scanAll = async (device: typeof one, list: BoughtSeat[]) => {
    for (const seat of list) await scan(device.page, seat.code);
  };

  // North: 30 scans, a reload with no connection (the app starts from its service worker and
  // IndexedDB), then 30 more. South: 60.
  await scanAll(one, shared);
  await specialScans(one, fresh.slice(0, 2));
  await scanAll(one, north.slice(0, 18));
  await expect(one.page.getByTestId('door-queue')).toHaveText('30 pindaian menunggu dikirim');
  await one.page.reload();
  await expect(one.page.getByTestId('door-queue')).toHaveText('30 pindaian menunggu dikirim');
  await expect(one.page.getByTestId('door-mode')).toHaveText('Offline');
  await scanAll(one, north.slice(18));
  await scanAll(two, shared);
  await specialScans(two, fresh.slice(2));
  await scanAll(two, south);
  for (const device of [one, two]) {
    await expect(device.page.getByTestId('door-queue')).toHaveText('60 pindaian menunggu dikirim');
    // this device's own admissions: shared, new and its own; the count it shows is its own knowledge
    await expect(device.page.getByTestId('door-mine')).toHaveText(`${5 + 2 + OWN} masuk lewat perangkat ini`);
  }
  for (const device of [one, two]) await device.context.setOffline(false);
  for (const device of [one, two]) {
    await expect(device.page.getByTestId('door-mode')).toHaveText('Online', { timeout: 15_000 });
    await expect(device.page.getByTestId('door-queue')).toHaveText('Semua pindaian terkirim', { timeout: 15_000 });
  }
  for (const device of [one, two]) {
    await expect(device.page.getByTestId('conflict-count')).toHaveText('5', { timeout: 15_000 });
    await expect(device.page.getByTestId('attendance')).toHaveText(`${5 + 4 + 2 * OWN} / 114 hadir`, { timeout: 15_000 });
  }

  // One record per scan id on the server, and exactly the devices' scans.
  const ids = [...(await scansOn(one.page)), ...(await scansOn(two.page))].map((s) => s.id).sort();
  expect(ids).toHaveLength(120);
  const stored: string[] = [];
  for (let pageNo = 1; pageNo <= 2; pageNo++) {
    const page = await call<{ data: { scanId: string }[]; meta: { total: number } }>(
      'get',
      `/api/v1/tiket/${showId}/scans?limit=100&page=${pageNo}`,
    );
    expect(page.meta.total).toBe(120);
    stored.push(...page.data.map((row) => row.scanId));
  }
  expect(stored.sort()).toEqual(ids);

  // The admin's check-in list: the conflicts (who, when, which devices) and each ticket's device.
  await loginAsAdmin(page);
  await page.goto(`/checkin/${showId}`);
  await expect(page.getByTestId('conflict-count')).toHaveText('5');
  const conflict = page.getByTestId('conflict').filter({ hasText: shared[0]?.code ?? '' });
  await expect(conflict).toContainText('Pintu Utara (Pintu Utara)');
  await expect(conflict).toContainText('Pintu Selatan (Pintu Selatan)');
  await expect(page.getByTestId('attendance')).toHaveText(`${5 + 4 + 2 * OWN} / 114 hadir`);
  await page.getByRole('searchbox').fill(south[0]?.code ?? '');
  await expect(page.getByRole('row').filter({ hasText: south[0]?.code ?? '' })).toContainText('Pintu Selatan');
  for (const device of [one, two]) await device.context.close();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { formatDate } from '@teater/contract';
import { expect, test } from '../../test/app-test';
import { adminApi, type BoughtSeat, buyer, newShow, openDevice, scan, scansOn } from '../../test/door-e2e';
import { loginAsAdmin } from '../../test/e2e';

/** Each door's own tickets; with the 5 both scan, 3 refunded, 2 sold offline and 2 for another show: 60 scans each. */
const OWN = 48;
type Device = Awaited<ReturnType<typeof openDevice>>;

test.setTimeout(240_000);

/** Tonight's show with 113 tickets sold (3 of them to be refunded) and another show with 2. */
async function boxOffice(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const showId = await newShow(request, `Malam Pintu ${stamp}`, 150, 7);
  const otherName = `Pentas Lain ${stamp}`;
  const otherId = await newShow(request, otherName, 10, 9);
  const buy = await buyer(request);
  const seats: BoughtSeat[] = [];
  for (let i = 0; i < 11; i++) seats.push(...(await buy(showId, 10, `Penonton ${i + 1}`)).seats);
  return {
    showId,
    otherId,
    otherName,
    buy,
    shared: seats.slice(0, 5),
    north: seats.slice(5, 5 + OWN),
    south: seats.slice(5 + OWN, 5 + 2 * OWN),
    refunded: await buy(showId, 3, 'Penonton Refund'),
    otherShow: (await buy(otherId, 2, 'Penonton Lain')).seats,
  };
}
type BoxOffice = Awaited<ReturnType<typeof boxOffice>>;

const resultOf = (device: Device) => device.page.getByTestId('scan-result');
async function scanAll(device: Device, seats: BoughtSeat[]) {
  for (const seat of seats) await scan(device.page, seat.code);
}

/** The refunded tickets refused, the new ones admitted by their signature, another show's refused with its name and date. */
async function specialScans(device: Device, office: BoxOffice, fresh: BoughtSeat[], otherDate: string) {
  for (const seat of office.refunded.seats) {
    await scan(device.page, seat.code);
    await expect(resultOf(device)).toHaveText(/Tiket sudah direfund/);
  }
  for (const seat of fresh) {
    await scan(device.page, seat.qr);
    await expect(resultOf(device)).toContainText('sah menurut tanda tangan QR');
    await expect(resultOf(device)).toHaveAttribute('data-result', 'admitted');
  }
  for (const seat of office.otherShow) {
    await scan(device.page, seat.qr);
    await expect(resultOf(device)).toHaveText(`Tiket untuk pertunjukan lain: ${office.otherName}, ${otherDate}`);
  }
}

/** Every scan id of both devices is on the server exactly once, and nothing else is. */
async function expectOneRecordPerScan(request: APIRequestContext, showId: number, devices: Device[]) {
  const { call } = await adminApi(request);
  const ids = (await Promise.all(devices.map((device) => scansOn(device.page)))).flat().map((s) => s.id);
  expect(ids).toHaveLength(120);
  const stored: string[] = [];
  for (let page = 1; page <= 2; page++) {
    const answer = await call<{ data: { scanId: string }[]; meta: { total: number } }>(
      'get',
      `/api/v1/tiket/${showId}/scans?limit=100&page=${page}`,
    );
    expect(answer.meta.total).toBe(120);
    stored.push(...answer.data.map((row) => row.scanId));
  }
  expect(stored.sort()).toEqual(ids.sort());
}

/** The admin's check-in list: the conflicts (who, when, which devices) and each ticket's device. */
async function expectAdminList(page: Page, office: BoxOffice, count: string) {
  await loginAsAdmin(page);
  await page.goto(`/checkin/${office.showId}`);
  await expect(page.getByTestId('conflict-count')).toHaveText('5');
  const conflict = page.getByTestId('conflict').filter({ hasText: office.shared[0]?.code ?? '' });
  await expect(conflict).toContainText('Pintu Utara (Pintu Utara)');
  await expect(conflict).toContainText('Pintu Selatan (Pintu Selatan)');
  await expect(page.getByTestId('attendance')).toHaveText(count);
  await page.getByRole('searchbox').fill(office.south[0]?.code ?? '');
  await expect(page.getByRole('row').filter({ hasText: office.south[0]?.code ?? '' })).toContainText('Pintu Selatan');
}

test('two door devices admit offline, one reloads mid-queue; back online the server holds each scan once and both devices and the admin list show the 5 conflicts', async ({
  page,
  browser,
  request,
}) => {
  const office = await boxOffice(request);
  const { call } = await adminApi(request);
  const one = await openDevice(browser, request, 'Pintu Utara', office.showId);
  const two = await openDevice(browser, request, 'Pintu Selatan', office.showId);
  for (const device of [one, two]) await expect(device.page.getByTestId('attendance')).toHaveText('0 / 113 hadir');

  // After the download three tickets are refunded: the revocation reaches both devices with their next refresh.
  await call('post', `/api/v1/tiket/orders/${office.refunded.id}/refund`);
  for (const device of [one, two]) {
    await device.page.getByLabel('Cari penonton').fill(office.refunded.seats[2]?.code ?? '');
    await expect(device.page.getByText('Tiket sudah direfund: tidak berlaku')).toBeVisible({ timeout: 15_000 });
    await device.context.setOffline(true);
    await expect(device.page.getByTestId('door-mode')).toHaveText('Offline');
  }
  // Four tickets sold while the doors are offline: the devices know them by their signed QR alone.
  const fresh = (await office.buy(office.showId, 4, 'Penonton Baru')).seats;
  const other = await call<{ data: { tanggal_pertujukan: string } }>('get', `/api/v1/tiket/${office.otherId}`);
  const otherDate = formatDate(other.data.tanggal_pertujukan);

  // North: 30 scans, a reload with no connection (from its service worker and IndexedDB), 30 more.
  await scanAll(one, office.shared);
  await specialScans(one, office, fresh.slice(0, 2), otherDate);
  await scanAll(one, office.north.slice(0, 18));
  await expect(one.page.getByTestId('door-queue')).toHaveText('30 pindaian menunggu dikirim');
  await one.page.reload();
  await expect(one.page.getByTestId('door-queue')).toHaveText('30 pindaian menunggu dikirim');
  await expect(one.page.getByTestId('door-mode')).toHaveText('Offline');
  await scanAll(one, office.north.slice(18));
  // South: 60.
  await scanAll(two, office.shared);
  await specialScans(two, office, fresh.slice(2), otherDate);
  await scanAll(two, office.south);
  for (const device of [one, two]) {
    await expect(device.page.getByTestId('door-queue')).toHaveText('60 pindaian menunggu dikirim');
    await expect(device.page.getByTestId('door-mine')).toHaveText(`${5 + 2 + OWN} masuk lewat perangkat ini`);
  }

  for (const device of [one, two]) await device.context.setOffline(false);
  const present = `${5 + 4 + 2 * OWN} / 114 hadir`;
  for (const device of [one, two]) {
    await expect(device.page.getByTestId('door-mode')).toHaveText('Online', { timeout: 15_000 });
    await expect(device.page.getByTestId('door-queue')).toHaveText('Semua pindaian terkirim', { timeout: 15_000 });
    await expect(device.page.getByTestId('conflict-count')).toHaveText('5', { timeout: 15_000 });
    await expect(device.page.getByTestId('attendance')).toHaveText(present, { timeout: 15_000 });
  }
  await expectOneRecordPerScan(request, office.showId, [one, two]);
  await expectAdminList(page, office, present);
  // The south phone's pass is revoked: it stops syncing at once and forgets the list.
  await call('post', `/api/v1/door/passes/${two.passId}/revoke`);
  await expect(two.page.getByText('Akses pintu perangkat ini sudah dicabut atau berakhir')).toBeVisible({
    timeout: 15_000,
  });
  for (const device of [one, two]) await device.context.close();
});

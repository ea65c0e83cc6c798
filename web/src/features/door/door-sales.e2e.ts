import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { adminApi, newShow } from '../../test/door-e2e';
import { loginAsAdmin } from '../../test/e2e';

test.setTimeout(240_000);
const PHONE = { width: 360, height: 740 };

/** A door pass for the show, made through the API (making passes is not this test's point). */
async function passFor(request: APIRequestContext, label: string, showId: number) {
  const { call } = await adminApi(request);
  return (await call<{ data: { id: number; link: string } }>('post', '/api/v1/door/passes', { label, showId })).data;
}

/** The pass opened on a new 360 px phone: its page at the open door, on the till's tab. */
async function sellingPhone(browser: Browser, link: string) {
  const url = new URL(link);
  const context = await browser.newContext({ baseURL: url.origin, viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url.pathname + url.hash);
  await page.getByRole('button', { name: 'Buka pintu' }).click();
  await expect(page.getByTestId('door-mode')).toHaveText('Online');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Jual tiket' }).click();
  return { context, page };
}

/** The admin on a phone, on /managedoor: gives the pass the right to sell and sets the show's door quota. */
async function adminPrepares(browser: Browser, label: string, showId: number) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await loginAsAdmin(page);
  await page.goto(`/managedoor?q=${encodeURIComponent(label)}`);
  const right = page.getByRole('checkbox', { name: `Boleh menjual: ${label}` });
  // the box shows the server's answer: checked once the right is saved
  await right.click();
  await expect(right).toBeChecked();
  await expect(page.getByText('Menjual & memeriksa')).toBeVisible();
  await page.getByLabel('Pertunjukan untuk kuota dan shift').selectOption(String(showId));
  await page.getByLabel('Kuota Reguler').fill('10');
  await page.getByRole('button', { name: 'Simpan kuota' }).click();
  await expect(page.getByText('Kuota pintu disimpan.')).toBeVisible();
  return { context, page };
}

async function openShift(page: Page, float: string, share: string) {
  await page.getByLabel('Uang kas awal (Rp)').fill(float);
  await page.getByLabel(/Jatah offline Reguler/).fill(share);
  await page.getByRole('button', { name: 'Buka shift' }).click();
  await expect(page.getByTestId('till-share')).toHaveText(`Jatah offline perangkat ini: ${share} tiket`);
}

async function sellCash(page: Page, count: string, name: string, received: string, change: string) {
  await page.getByLabel('Jumlah tiket').fill(count);
  await page.getByLabel('Nama pembeli').fill(name);
  await page.getByLabel('Uang diterima (Rp)').fill(received);
  await expect(page.getByTestId('till-change')).toHaveText(`Kembalian ${change}`);
  await page.getByRole('button', { name: 'Jual', exact: true }).click();
  await expect(page.getByTestId('receipt-change')).toHaveText(`Kembalian ${change}`);
}

/** Online: 2 tickets by QRIS, paid in the sandbox by the buyer's phone, admitted in the same step; the buyer's session. */
async function sellByQris(page: Page, request: APIRequestContext) {
  await page.getByLabel('Jumlah tiket').fill('2');
  await page.getByLabel('Nama pembeli').fill('Rina QRIS');
  await page.getByLabel('QRIS').check();
  await page.getByRole('button', { name: 'Jual', exact: true }).click();
  await expect(page.getByTestId('qris-screen').getByRole('img')).toBeVisible();
  const token = ((await page.getByTestId('qris-link').textContent()) ?? '').split('/').pop() ?? '';
  const buyer = `qris.${Date.now().toString(36)}@contoh.id`;
  await request.post('/api/v1/users/signup', {
    data: { name: 'Pembeli', email: buyer, password: 'rahasia-123', accept_terms: true },
  });
  const login = await request.post('/api/v1/users/login', { data: { email: buyer, password: 'rahasia-123' } });
  const bearer = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect(
    (await request.post(`/api/v1/payment/sandbox/${token}`, { headers: bearer, data: { result: 'settlement' } })).ok(),
  ).toBe(true);
  await expect(page.getByTestId('qris-paid')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(page.getByTestId('door-mine')).toHaveText('2 masuk lewat perangkat ini');
  return bearer;
}

/** A second phone, offline, sells 3 from its own share of 3; a fourth is refused on the phone itself. */
async function secondPhoneSellsOffline(browser: Browser, link: string) {
  const two = await sellingPhone(browser, link);
  await openShift(two.page, '0', '3');
  await two.context.setOffline(true);
  await expect(two.page.getByTestId('door-mode')).toHaveText('Offline', { timeout: 15_000 });
  await sellCash(two.page, '3', 'Sari Tunai', '90000', 'Rp 0,00');
  // its share is spent: no signal to ask anyone, and no seat beyond it
  await two.page.getByLabel('Jumlah tiket').fill('1');
  await two.page.getByLabel('Nama pembeli').fill('Dedi Tunai');
  await two.page.getByLabel('Uang diterima (Rp)').fill('50000');
  await two.page.getByRole('button', { name: 'Jual', exact: true }).click();
  await expect(two.page.getByRole('alert')).toHaveText('Jatah offline perangkat ini untuk kategori ini sudah habis.');
  return two;
}

/** /managedoor after the night: the show's sales by channel, each sale once, and the closed shift's report. */
async function adminSeesSales(page: Page, showId: number, device: string) {
  await page.reload();
  await page.getByLabel('Pertunjukan untuk kuota dan shift').selectOption(String(showId));
  await expect(page.getByTestId('channel-sales')).toHaveText([
    ['door', 'cash', '2', '6', 'Rp 180.000,00'].join(''),
    ['door', 'qris', '1', '2', 'Rp 60.000,00'].join(''),
  ]);
  const shift = page.getByTestId('door-shift').filter({ hasText: device });
  await expect(shift.getByTestId('shift-difference')).toHaveText('Rp -5.000,00');
  await expect(shift.getByTestId('shift-lines')).toHaveText(
    'Reguler · Tunai: 3 · Rp 90.000,00Reguler · QRIS: 2 · Rp 60.000,00',
  );
}

/** The phone fits its screen: nothing wider than 360 px. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('the door sells on a 360 px phone: QRIS online, cash offline from each phone’s own share, once each on the server, and the shift’s count', async ({
  browser,
  request,
}) => {
  const { call } = await adminApi(request);
  const stamp = Date.now().toString(36);
  const showId = await newShow(request, `Malam Kasir ${stamp}`, 10, 3);
  const north = await passFor(request, `Kasir Utara ${stamp}`, showId);
  const south = await passFor(request, `Kasir Selatan ${stamp}`, showId);
  // the admin, in the browser: the pass may sell, and all 10 seats are the door's
  const admin = await adminPrepares(browser, `Kasir Utara ${stamp}`, showId);
  // the second phone's right is set-up, through the API
  await call('post', `/api/v1/door/passes/${south.id}/selling`, { canSell: true });

  const one = await sellingPhone(browser, north.link);
  await openShift(one.page, '200000', '4');
  await fits(one.page);

  const bearer = await sellByQris(one.page, request);

  // the online shop cannot sell the door's quota meanwhile
  const shop = await request.post('/api/v1/tiket/user/pesan', {
    headers: bearer,
    data: { nama_user: 'Pembeli Online', no_telp: '081234567890', jumlah_tiket: 1, id_tiket: showId },
  });
  expect(shop.status()).toBe(409);

  // offline: 3 for cash from this phone's share of 4, change shown
  await one.context.setOffline(true);
  await expect(one.page.getByTestId('door-mode')).toHaveText('Offline', { timeout: 15_000 });
  await sellCash(one.page, '3', 'Budi Tunai', '100000', 'Rp 10.000,00');
  await expect(one.page.getByTestId('till-queue')).toHaveText('1 penjualan menunggu dikirim');
  // the buyer's 3 tickets are on screen before the sale uploads: signed ahead (decision 033), admitted now
  await expect(one.page.getByTestId('till-receipt').getByRole('img', { name: /^TKT-/ })).toHaveCount(3);
  await expect(one.page.getByTestId('door-mine')).toHaveText('5 masuk lewat perangkat ini');
  await expect(one.page.getByTestId('till-share')).toHaveText('Jatah offline perangkat ini: 1 tiket');

  // a second phone, offline too, sells from its own share
  const two = await secondPhoneSellsOffline(browser, south.link);

  // back online: every sale arrives once, and the offline buyers are admitted
  for (const phone of [one, two]) await phone.context.setOffline(false);
  for (const phone of [one, two]) {
    await expect(phone.page.getByTestId('till-queue')).toHaveCount(0, { timeout: 20_000 });
  }
  await expect(one.page.getByTestId('door-mine')).toHaveText('5 masuk lewat perangkat ini', { timeout: 15_000 });
  const sold = await call<{ data: { sold: number }[] }>('get', `/api/v1/door/shows/${showId}/quota`);
  expect(sold.data[0]?.sold).toBe(8);

  // the shift closes with the cash counted: expected 200.000 + 90.000, counted 285.000
  await one.page.getByLabel('Uang dihitung (Rp)').fill('285000');
  await one.page.getByRole('button', { name: 'Tutup shift' }).click();
  const closed = one.page.getByTestId('till-closed');
  await expect(closed.getByTestId('shift-expected')).toHaveText('Rp 290.000,00');
  await expect(closed.getByTestId('shift-difference')).toHaveText('Rp -5.000,00');
  await fits(one.page);

  // the admin sees the door's sales by channel (each sale once) and the shift's report with its difference
  await adminSeesSales(admin.page, showId, `Kasir Utara ${stamp}`);
  for (const phone of [one, two, admin]) await phone.context.close();
});

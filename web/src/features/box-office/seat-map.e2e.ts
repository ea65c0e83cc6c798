import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { adminToken, registerAndLogin } from '../../test/e2e';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const PHONE = { width: 360, height: 740 };

/**
 * A 300-seat hall made through the API: Parkett of 12 rows of 20 (rows A and B right to left), a
 * Balkon of 3 rows of 20; two wheelchair spaces with companions, four seats never sold.
 */
const hall = {
  stage: { label: 'Panggung' },
  sections: [
    {
      name: 'Parkett',
      rows: 'ABCDEFGHIJKL'
        .split('')
        .map((label, i) => ({ label, seats: 20, direction: i < 2 ? 'rtl' : 'ltr', aisles: [10] })),
    },
    { name: 'Balkon', y: 14, rows: 'ABC'.split('').map((label) => ({ label, seats: 20 })) },
  ],
  wheelchair: [
    { section: 'Parkett', row: 'L', number: '1', companion: '2' },
    { section: 'Parkett', row: 'L', number: '20', companion: '19' },
  ],
  unsold: ['1', '2', '3', '4'].map((number) => ({ section: 'Balkon', row: 'C', number, reason: 'Kamera' })),
};

/** The show, sold on the hall in two zones (Parkett 75.000, Balkon 40.000), all made through the API. */
async function seatedShow(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const plan = await request.post('/api/v1/venue-plans', {
    headers,
    data: { name: `Gedung ${Date.now()}`, layout: hall },
  });
  expect(plan.status()).toBe(201);
  const planId = ((await plan.json()) as { data: { id: number; seat_count: number } }).data;
  expect(planId.seat_count).toBe(300);
  const show = await request.post('/api/v1/tiket', {
    headers,
    data: {
      nama_pertujukan: `Kursi Bernomor ${Date.now()}`,
      tanggal_pertujukan: hoursFromNow(24 * 10),
      tempat_pertujukan: 'Gedung Kesenian Lampung',
      tanggal_mulai_penjualan: hoursFromNow(-2),
      tanggal_selesai_penjualan: hoursFromNow(24 * 9),
      categories: [
        { name: 'Parkett', price: 75_000, seats: 1 },
        { name: 'Balkon', price: 40_000, seats: 1 },
      ],
    },
  });
  expect(show.status()).toBe(201);
  const { id, categories } = ((await show.json()) as { data: { id: number; categories: { id: number }[] } }).data;
  const seated = await request.put(`/api/v1/tiket/${id}/seating`, {
    headers,
    data: {
      id_plan: planId.id,
      zones: [
        { section: 'Parkett', id_kategori: categories[0]?.id },
        { section: 'Balkon', id_kategori: categories[1]?.id },
      ],
    },
  });
  expect(seated.status()).toBe(200);
  return id;
}

async function buyerOnPhone(browser: Browser, showId: number): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE, hasTouch: true });
  await registerAndLogin(page, 'Penonton Kursi');
  await page.goto(`/tiket/kontentiket?id=${showId}`);
  return page;
}

const seat = (page: Page, section: string, row: string, number: string) =>
  page.locator(`[data-seat="${section}|${row}|${number}"]`);

async function payInSandbox(page: Page, phone: string) {
  await page.getByLabel('Nomor Telepon').fill(phone);
  await page.getByRole('button', { name: 'Bayar' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/history-pembelian-tiket$/);
}

test('two buyers on phones: the second sees the first one’s seat taken without a reload, picks another; both tickets name their seats', async ({
  browser,
  page,
}) => {
  const showId = await seatedShow(page.request);
  const [ana, budi] = await Promise.all([buyerOnPhone(browser, showId), buyerOnPhone(browser, showId)]);
  // tappable on a 360 px phone: a seat is at least 24 px a side
  const box = await seat(ana, 'Parkett', 'E', '10').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);

  await seat(ana, 'Parkett', 'E', '10').click();
  await seat(budi, 'Parkett', 'E', '10').click();
  await expect(seat(budi, 'Parkett', 'E', '10')).toHaveAttribute('aria-pressed', 'true');
  await payInSandbox(ana, '081234567890');
  // Budi's page, never reloaded, shows it taken within two seconds and drops it from his choice
  await expect(seat(budi, 'Parkett', 'E', '10')).toHaveAttribute('aria-disabled', 'true', { timeout: 2000 });
  await expect(budi.getByText(/baru saja diambil pembeli lain/)).toBeVisible();
  await seat(budi, 'Parkett', 'E', '11').click();
  await payInSandbox(budi, '081298765432');

  // the history's cards (a phone's view of it) name each ticket's seat
  const history = (buyer: Page) => buyer.getByRole('list', { name: 'Riwayat Pembelian Tiket' });
  await expect(history(ana).getByText(/Parkett, baris E, kursi 10/)).toBeVisible();
  await expect(history(budi).getByText(/Parkett, baris E, kursi 11/)).toBeVisible();
});

test('a keyboard-only buyer buys a seat through the list view, without the map', async ({ page }) => {
  const showId = await seatedShow(page.request);
  await page.setViewportSize(PHONE);
  await registerAndLogin(page, 'Penonton Papan Ketik');
  await page.goto(`/tiket/kontentiket?id=${showId}`);
  const toggle = page.getByRole('button', { name: 'Tampilkan daftar kursi' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('checkbox', { name: 'Balkon, baris A, kursi 3, Rp 40.000,00' });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'kursi dipilih' })).toContainText('Balkon, baris A, kursi 3');
  await page.getByLabel('Nomor Telepon').focus();
  await page.keyboard.type('081234567890');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('Rp 40.000,00');
});

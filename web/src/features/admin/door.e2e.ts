import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from '../../test/app-test';
import { openDoorAsAdmin, scan } from '../../test/door-e2e';
import { loginAsAdmin, registerAndLogin } from '../../test/e2e';
import { showThroughApi } from '../../test/shows';

/** What a QR picture on screen says, read by a decoder from a screenshot. */
const readQr = (png: Buffer) => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
};

test('a buyer on a 360 px phone enlarges each seat’s QR and downloads the PDF; the door admits one seat per scan', async ({
  page,
  browser,
}) => {
  const show = `Pintu Uji ${Date.now()}`;
  const { id: showId } = await showThroughApi(page.request, {
    name: show,
    categories: [{ name: 'Pelajar', price: 30_000, seats: 40 }],
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await registerAndLogin(page);
  const placed = await page.request.post('/api/v1/tiket/user/pesan', {
    data: { nama_user: 'Penonton Uji', no_telp: '081234567890', jumlah_tiket: 2, id_tiket: showId },
  });
  const { token } = ((await placed.json()) as { data: { token: string } }).data;
  expect(
    (await page.request.post(`/api/v1/payment/sandbox/${token}`, { data: { result: 'settlement' } })).status(),
  ).toBe(200);

  await page.goto('/history-pembelian-tiket');
  const card = page.getByRole('listitem').filter({ hasText: show });
  const qrs = card.getByRole('img', { name: /Kode QR tiket TKT-/ });
  await expect(qrs).toHaveCount(2);
  expect((await qrs.first().boundingBox())?.width).toBeGreaterThanOrEqual(160);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const firstCode = (await qrs.first().getAttribute('alt'))?.replace('Kode QR tiket ', '') ?? '';
  await card.getByRole('button', { name: `Perbesar kode QR ${firstCode}` }).click();
  const enlarged = page.getByRole('dialog', { name: `Kode QR tiket ${firstCode}` });
  const big = enlarged.getByRole('img');
  expect((await big.boundingBox())?.width).toBeGreaterThanOrEqual(300);
  // the QR carries the code with its show and seat, signed (decision 025); the code stays short
  expect(readQr(await big.screenshot())).toMatch(
    new RegExp(`^T1\\.${firstCode}\\.${showId}\\.1\\.2\\.\\d+\\.[\\w-]{86}$`),
  );
  await enlarged.getByRole('button', { name: 'Tutup' }).click();
  await expect(enlarged).toHaveCount(0);

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Unduh PDF' }).click();
  const pdf = await (await download).createReadStream();
  const head = await new Promise<string>((resolve) => pdf.once('data', (chunk) => resolve(String(chunk).slice(0, 5))));
  expect(head).toBe('%PDF-');

  const door = await browser.newPage();
  await loginAsAdmin(door);
  await openDoorAsAdmin(door, show);
  await scan(door, firstCode);
  await expect(door.getByText('Tiket valid: silakan masuk')).toBeVisible();
  await expect(door.getByText('Tiket 1 dari 2 · Pelajar')).toBeVisible();
  await expect(door.getByTestId('attendance')).toHaveText('1 / 2 hadir');
  await scan(door, firstCode);
  await expect(door.getByText('Tiket sudah digunakan')).toBeVisible();
  await expect(door.getByTestId('door-queue')).toHaveText('Semua pindaian terkirim');

  await door.getByRole('link', { name: 'Daftar Hadir' }).click();
  await expect(door).toHaveURL(new RegExp(`/checkin/${showId}$`));
  await expect(door.getByTestId('attendance')).toHaveText('1 / 2 hadir');
  await expect(door.getByRole('row').filter({ hasText: 'Penonton Uji' })).toHaveCount(2);
  await expect(door.getByRole('row').filter({ hasText: 'Belum masuk' })).toHaveCount(1);
  await door.close();
});

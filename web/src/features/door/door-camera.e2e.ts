import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../../test/app-test';
import { buyer, newShow, openDevice } from '../../test/door-e2e';
import { writeQrVideo } from '../../test/qr-video';

// Chromium's fake camera plays this file; the test writes the QR into it before the camera opens.
const video = path.join(os.tmpdir(), `door-camera-${process.pid}.y4m`);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('the door goes offline by itself when the server stops answering; the camera reads a ticket’s QR code offline, with BarcodeDetector or the app’s own decoder in a worker', async ({
  browser,
  request,
}) => {
  const showId = await newShow(request, `Pintu Kamera ${Date.now().toString(36)}`, 10, 7);
  const [seat] = (await (await buyer(request))(showId, 1, 'Penonton Kamera')).seats;
  writeQrVideo(video, seat?.qr ?? '');
  const device = await openDevice(browser, request, 'Pintu Kamera', showId);
  const native = await device.page.evaluate(async () => {
    const detector = (window as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
    return detector ? (await detector.getSupportedFormats()).includes('qr_code') : false;
  });
  test.info().annotations.push({ type: 'decoder', description: native ? 'BarcodeDetector' : 'zxing-wasm in a worker' });

  // The network is there but the server does not answer: offline after 3 s, by itself; online again once it answers.
  await device.page.route('**/api/v1/**', () => undefined);
  await expect(device.page.getByTestId('door-mode')).toHaveText('Offline', { timeout: 12_000 });
  await device.page.unroute('**/api/v1/**');
  await expect(device.page.getByTestId('door-mode')).toHaveText('Online', { timeout: 12_000 });
  // An empty code asks for one; nothing is queued.
  await device.page.getByLabel('Kode Tiket').press('Enter');
  await expect(device.page.getByTestId('scan-result')).toHaveText('Masukkan atau pindai kode tiket terlebih dahulu');
  await expect(device.page.getByTestId('door-queue')).toHaveText('Semua pindaian terkirim');

  await device.context.setOffline(true);
  await expect(device.page.getByTestId('door-mode')).toHaveText('Offline');
  await device.page.getByRole('button', { name: 'Pindai dengan kamera' }).click();
  await expect(device.page.getByTestId('door-camera')).toBeVisible();
  const result = device.page.getByTestId('scan-result');
  await expect(result).toHaveAttribute('data-result', 'admitted', { timeout: 15_000 });
  await expect(result).toContainText('Tiket 1 dari 1 · Reguler');
  await expect(result).toContainText('Penonton Kamera');
  await expect(device.page.getByTestId('attendance')).toHaveText('1 / 1 hadir');
  await device.context.close();

  // Installable: its manifest and icons.
  const manifest = await request.get('/checkin.webmanifest');
  expect(await manifest.json()).toMatchObject({ start_url: '/checkin', scope: '/checkin', display: 'standalone' });
  const icon = await request.get('/checkin-icon-512.png');
  expect(icon.headers()['content-type']).toBe('image/png');
});

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

test('the camera reads a ticket’s QR code offline, with BarcodeDetector or the app’s own decoder in a worker', async ({
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
});

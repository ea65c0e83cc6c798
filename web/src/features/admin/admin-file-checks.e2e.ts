import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { pngFile } from './admin-test-files';

/** A PNG whose header claims `width` x `height`: all the browser's check reads. */
function pngClaiming(width: number, height: number) {
  const bytes = Buffer.alloc(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return { name: 'raksasa.png', mimeType: 'image/png', buffer: bytes };
}

/** Nothing may be uploaded while the checks run. */
function watchUploads(page: Page) {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /multipart/.test(request.headers()['content-type'] ?? ''))
      uploads.push(request.url());
  });
  return uploads;
}

test('an image field refuses a wrong type, a big file and a huge picture before upload, with no broken preview', async ({
  page,
}) => {
  await loginAsAdmin(page);
  const uploads = watchUploads(page);
  await page.goto('/managenews/addberita');
  const field = page.getByLabel('Foto Thumbnail');
  const reason = page.getByRole('alert');

  await field.setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('bukan gambar\n'.repeat(40)),
  });
  await expect(reason).toHaveText('foto.jpg: Berkas harus berupa gambar (JPG, PNG, WebP, GIF atau AVIF)');
  await expect(page.getByRole('img', { name: /foto\.jpg/ })).toHaveCount(0);

  await field.setInputFiles(pngClaiming(30_000, 30_000));
  await expect(reason).toHaveText('raksasa.png: Gambar terlalu besar: maksimal 50 megapiksel');

  const big = pngClaiming(100, 100);
  await field.setInputFiles({
    ...big,
    name: 'besar.png',
    buffer: Buffer.concat([big.buffer, Buffer.alloc(10 * 1024 * 1024)]),
  });
  await expect(reason).toHaveText('besar.png: Ukuran gambar maksimal 10 MB');

  // A good picture: no message, its preview drawn.
  await field.setInputFiles(await pngFile('baik.png'));
  await expect(reason).toHaveCount(0);
  const preview = page.getByRole('img', { name: /baik\.png/ });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(uploads).toEqual([]);
});

test('video and document fields refuse wrong types and a video over 100 MB before upload', async ({ page }) => {
  await loginAsAdmin(page);
  const uploads = watchUploads(page);
  await page.goto('/managesubvideo/addsubvideo');
  const video = page.getByLabel('Video', { exact: true });
  await video.setInputFiles({ name: 'film.mkv', mimeType: 'video/x-matroska', buffer: Buffer.alloc(2048) });
  await expect(page.getByRole('alert')).toHaveText('film.mkv: Video harus berformat mp4, mov, avi atau wmv');

  const large = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'video-')), 'panjang.mp4');
  await fs.writeFile(large, '');
  await fs.truncate(large, 100 * 1024 * 1024 + 1);
  await video.setInputFiles(large);
  await expect(page.getByRole('alert')).toHaveText('panjang.mp4: Ukuran video maksimal 100MB');
  await fs.rm(path.dirname(large), { recursive: true });

  await page.goto('/managesubnaskah/addsubnaskah');
  await page
    .getByLabel('Berkas (pdf/docx)')
    .setInputFiles({ name: 'naskah.txt', mimeType: 'text/plain', buffer: Buffer.from('Babak satu') });
  await expect(page.getByRole('alert')).toHaveText('naskah.txt: Berkas harus berformat pdf atau docx');
  expect(uploads).toEqual([]);
});

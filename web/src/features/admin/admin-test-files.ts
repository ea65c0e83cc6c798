import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../../test/app-test';

/** A real PNG picture for upload fields (the server reads the type from the bytes). */
export async function pngFile(name: string, color = '#7f1d1d') {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A news item made through the API in the page's admin session, `about` its summary's and text's subject; its id. */
export async function newsThroughApi(page: Page, title: string, about: string) {
  const created = await page.request.post('/api/v1/beritas', {
    multipart: {
      title,
      summary: `Ringkasan ${about}.`,
      description: `Paragraf ${about}.`,
      photo_url: await pngFile('berita.png'),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** /managenews searched for `title`, and the news item's row there. */
export async function newsRow(page: Page, title: string) {
  await page.goto(`/managenews?q=${encodeURIComponent(title)}`);
  return page.getByRole('row').filter({ hasText: title });
}

/** The edit dialog of the news item titled `title`, opened from its row. */
export async function editNews(page: Page, title: string) {
  await (await newsRow(page, title)).getByRole('button', { name: /^Edit / }).click();
  return page.getByRole('dialog', { name: 'Edit Berita' });
}

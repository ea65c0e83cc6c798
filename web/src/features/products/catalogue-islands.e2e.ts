import { paths } from '@teater/contract/site';
import { expect, type Page, test } from '../../test/app-test';
import { expectIslandsPages, watch } from '../../test/islands';

/** The id of the newest record of a public list (demo content has some of each). */
async function newestId(page: Page, api: string, where: (row: Record<string, unknown>) => boolean = () => true) {
  const answer = (await (await page.request.get(`/api/v1${api}?limit=50`)).json()) as {
    data: Record<string, unknown>[];
  };
  const row = answer.data.find(where);
  expect(row, api).toBeDefined();
  return row?.id as number;
}

/** A gallery item with three pictures: two in its album and a thumbnail (as gallery.e2e.ts takes). */
const manyPictures = (row: Record<string, unknown>) =>
  Array.isArray(row.gambarAlbum) && row.gambarAlbum.length === 2 && Boolean(row.gambarthumbnail);

test('the catalogue and a gallery item are served as islands: the islands entry, not the app, no errors', async ({
  page,
}) => {
  const seen = watch(page);
  const pages = [
    paths.products.list,
    paths.rentals.list,
    paths.scripts.list,
    paths.products.detail(await newestId(page, '/products')),
    paths.rentals.detail(await newestId(page, '/merchs')),
    paths.scripts.detail(await newestId(page, '/naskahs')),
    paths.gallery.detail(await newestId(page, '/galeris', manyPictures)),
  ];
  await expectIslandsPages(page, seen, pages);
  expect(seen.errors).toEqual([]);
});

test('the buy and rent dialogs work from their islands: by mouse and keyboard, Escape, focus back', async ({
  page,
}) => {
  await page.goto(paths.products.detail(await newestId(page, '/products')));
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const buy = page.getByRole('button', { name: 'Beli Sekarang' });
  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Hubungi Kami' });
  await expect(dialog.getByText('Eka Pratiwi · 0812-7788-1996')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Chat WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/6281277881996?text=${encodeURIComponent(`Halo Eka Pratiwi, saya ingin membeli "${name}".`)}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(buy).toBeFocused();
  // again from the keyboard; the close button closes it
  await page.keyboard.press('Enter');
  // (the dialog's own box is empty: its panel is fixed, so the panel's text is what shows)
  await expect(dialog.getByText('Eka Pratiwi · 0812-7788-1996')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toHaveCount(0);

  // a first visit that goes straight to the keyboard: the dialog's module loads on the focus
  await page.goto(paths.rentals.detail(await newestId(page, '/merchs')));
  const rent = page.getByRole('button', { name: 'Sewa Sekarang' });
  await rent.focus();
  await page.keyboard.press('Enter');
  const rentDialog = page.getByRole('dialog', { name: 'Hubungi Kami' });
  await expect(rentDialog).toContainText('Bima Prakoso · 0813-6900-2003');
  await expect(rentDialog.getByRole('link', { name: 'Chat WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281369002003\?text=Halo%20Bima%20Prakoso%2C%20saya%20ingin%20menyewa%20/,
  );
  await page.keyboard.press('Escape');
  await expect(rentDialog).toHaveCount(0);
  await expect(rent).toBeFocused();
});

test('the gallery item from its island: arrow keys before Swiper, Swiper on pointing, the lightbox where the carousel is', async ({
  page,
}) => {
  await page.goto(paths.gallery.detail(await newestId(page, '/galeris', manyPictures)));
  const slides = page.getByRole('button', { name: /, gambar \d+ dari \d+/ });
  // the server's HTML shows the first picture alone; Swiper has not loaded
  await expect(slides).toHaveCount(1);
  await expect(slides.getByRole('img')).toHaveAttribute('alt', /gambar 1 dari/);
  // the arrow keys move the carousel, as Swiper's keyboard control does, and bring Swiper
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.swiper-slide-active').getByRole('img')).toHaveAttribute('alt', /gambar 2 dari/);

  const opener = page.getByRole('button', { name: 'Lihat layar penuh', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /gambar 2 dari/);
  await dialog.getByRole('button', { name: 'Gambar berikutnya' }).click();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /gambar 3 dari/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // the carousel follows the lightbox; its active slide opens the lightbox at itself
  const active = page.locator('.swiper-slide-active');
  await expect(active.getByRole('img')).toHaveAttribute('alt', /gambar 3 dari/);
  await active.getByRole('button').click();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /gambar 3 dari/);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toBeHidden();
});

test('a gallery item’s Swiper loads when the visitor points at the picture, with its arrows', async ({ page }) => {
  await page.goto(paths.gallery.detail(await newestId(page, '/galeris', manyPictures)));
  await page.getByRole('button', { name: /, gambar 1 dari \d+/ }).hover();
  await expect(page.getByRole('button', { name: 'Gambar berikutnya' })).toBeVisible();
  await page.getByRole('button', { name: 'Gambar berikutnya' }).click();
  await expect(page.locator('.swiper-slide-active').getByRole('img')).toHaveAttribute('alt', /gambar 2 dari/);
});

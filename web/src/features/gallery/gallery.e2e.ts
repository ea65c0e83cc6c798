import { expect, test } from '../../test/app-test';

interface Galeri {
  id: number;
  judul: string;
  gambarGaleri: string;
  gambarGaleri2: string | null;
  gambarthumbnail: string | null;
  gambarAlbum: { id: number; image: string }[];
}

test('/photos shows 12 items per page and a second page', async ({ page }) => {
  await page.goto('/photos');
  const grid = page.getByRole('list', { name: 'Galeri' });
  await expect(grid.getByRole('listitem')).toHaveCount(12);
  await page.getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/\/photos\?page=2$/);
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Halaman' }).locator('[aria-current="page"]')).toHaveText(
    'Halaman 2',
  );
});

test('a gallery card opens its detail', async ({ page }) => {
  await page.goto('/photos');
  const firstTitle = (await page.getByRole('list', { name: 'Galeri' }).getByRole('link').first().textContent()) ?? '';
  await page.getByRole('link', { name: firstTitle }).click();
  await expect(page).toHaveURL(/\/photos\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
});

test('the lightbox moves by buttons and keys, keeps focus inside and closes with Escape', async ({ page }) => {
  const { data } = (await (await page.request.get('/api/v1/galeris')).json()) as { data: Galeri[] };
  const item = data.find((g) => g.gambarAlbum.length === 2 && g.gambarthumbnail);
  expect(item).toBeDefined();
  await page.goto(`/photos/${item?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item?.judul })).toBeVisible();

  const opener = page.getByRole('button', { name: 'Lihat layar penuh', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: item?.judul });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('1 / 3')).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /gambar 1 dari 3/);

  await dialog.getByRole('button', { name: 'Gambar berikutnya' }).click();
  await expect(dialog.getByText('2 / 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('3 / 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('1 / 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('3 / 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Gambar sebelumnya' }).click();
  await expect(dialog.getByText('2 / 3')).toBeVisible();

  // Tabbing cycles through the dialog's buttons and never reaches the page behind it.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // focus returns to the button that opened it
  await expect(opener).toBeFocused();
});

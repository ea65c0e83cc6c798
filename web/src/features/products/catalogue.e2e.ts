import { appReady, expect, test } from '../../test/app-test';
import { adminToken } from '../../test/e2e';
import { pngFile } from '../admin/admin-test-files';

const shots = process.env.E2E_SHOTS;
const run = Date.now().toString(36);
/** Names of what this test file creates, unique per run. */
const made = {
  tote: `Totebag Kanvas ${run}`,
  costume: `Kostum Raja ${run}`,
  script: `Malam Jahanam ${run}`,
};

/** A product, a rental and a script: created through the API. */
test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const picture = await pngFile('katalog.png');
  const create = async (path: string, multipart: Record<string, string | Awaited<ReturnType<typeof pngFile>>>) => {
    const res = await request.post(`/api/v1${path}`, { headers, multipart });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  };
  const product = { kategori: 'shop', deskripsi: 'Dari panggung.', gambar_product: picture };
  await create('/products', { ...product, nama: made.tote, harga: '65000', tersedia: 'true' });
  await create('/merchs', {
    nama: made.costume,
    kategori: 'Tersedia',
    harga: '150000',
    deskripsi: 'Untuk pentas.',
    gambar_merch: picture,
  });
  await create('/naskahs', {
    namaNaskah: made.script,
    pengarang: 'Motinggo Busye',
    isiNaskah: 'Babak satu.',
    linknaskah: 'https://example.org/naskah.pdf',
  });
});

// The cards' prices, status words and badge colours: product-list-page.test.tsx and
// rental-list-page.test.tsx render them; here the pages are the server's and their dialogs work.
test('merchandise: the list, detail with the contact dialog, not found', async ({ page }) => {
  await page.goto('/merch');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchandise Teater Satu' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Merchandise Teater Satu' }).getByRole('listitem');
  const tote = cards.filter({ hasText: made.tote });
  if (shots) await page.screenshot({ path: `${shots}/merch.png`, fullPage: true });

  await tote.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: made.tote })).toBeVisible();
  // a plain link: the next page arrives from the server, its button works once its island hydrated
  await appReady(page);
  await page.getByRole('button', { name: 'Beli Sekarang' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hubungi Kami' });
  await expect(dialog.getByText('Eka Pratiwi · 0812-7788-1996')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Chat WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281277881996\?text=/,
  );
  if (shots) await page.screenshot({ path: `${shots}/merch-detail.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/merch/999999');
  await expect(page.getByText('Produk tidak ditemukan')).toBeVisible();
});

test('rentals: the list, detail with Sewa Sekarang', async ({ page }) => {
  await page.goto('/sewa');
  const cards = page.getByRole('list', { name: 'Penyewaan' }).getByRole('listitem');
  if (shots) await page.screenshot({ path: `${shots}/sewa.png`, fullPage: true });

  await cards.filter({ hasText: made.costume }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: made.costume })).toBeVisible();
  await appReady(page);
  await page.getByRole('button', { name: 'Sewa Sekarang' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Bima Prakoso');
  await expect(dialog.getByRole('link', { name: 'Chat WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281369002003/,
  );
});

test('scripts: the collection with its links, and one script by ?id=', async ({ page }) => {
  await page.goto('/scripts');
  const cards = page.getByRole('list', { name: 'Naskah' }).getByRole('listitem');
  const jahanam = cards.filter({ hasText: made.script });
  await expect(jahanam.getByRole('link', { name: 'Baca Naskah' })).toHaveAttribute('href', /^https:\/\//);
  await jahanam.getByRole('link', { name: made.script }).click();
  await expect(page).toHaveURL(/\/scripts\/setiapscript\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: made.script })).toBeVisible();
  await expect(page.getByText('Karya Motinggo Busye')).toBeVisible();
  await page.goto('/scripts/setiapscript?id=999999');
  await expect(page.getByText('Naskah tidak ditemukan')).toBeVisible();
});

test('donation shows the latest entry; about page tells the history', async ({ page }) => {
  await page.goto('/donation');
  await expect(page.getByText(/Sejak 1996 kami berkarya secara mandiri/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Donasi Sekarang' })).toHaveAttribute('href', /^https:\/\//);

  await page.goto('/teatersatu');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Teater Satu' })).toBeVisible();
  for (const heading of ['Asal-usul', 'Visi', 'Misi', 'Perjalanan Kami']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const period of ['1996', '1996-2000', '2000-2003', '2003-2007', '2008-2011', '2012-sekarang']) {
    await expect(page.getByText(period, { exact: true })).toBeVisible();
  }
  if (shots) await page.screenshot({ path: `${shots}/about.png`, fullPage: true });
});

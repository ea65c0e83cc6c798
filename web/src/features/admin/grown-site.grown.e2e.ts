import fs from 'node:fs/promises';
import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';

/**
 * The admin on a grown site (npm run seed:grown: 20,000 accounts, 100,000 payments, 3,000 news):
 * every screen reads one page from the server, and finds, sorts, filters and exports there.
 */
test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('an account is found by e-mail among 20,000', async ({ page }) => {
  await page.goto('/manageaccounts');
  await expect(page.getByText(/^1–50 dari 20\.001$/)).toBeVisible();
  await page.getByLabel('Cari').fill('budi.hidayat3@');
  await expect(page).toHaveURL(/q=budi\.hidayat3%40/);
  await expect(page.getByText(/^1–1 dari 1$/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'budi.hidayat3@grown.teater.id' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Cari')).toHaveValue('budi.hidayat3@');
  await expect(page.getByText(/^1–1 dari 1$/)).toBeVisible();
});

test('ticket payments sort by amount and filter by status; the CSV holds every filtered row', async ({ page }) => {
  await page.goto('/adminpayment?kind=ticket');
  const amount = page.getByRole('columnheader', { name: /Jumlah/ });
  await amount.getByRole('button').click();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  const firstAmount = page.getByRole('row').nth(1).getByRole('cell').nth(6);
  await expect(firstAmount).toHaveText('Rp 15.000,00');
  await amount.getByRole('button').click();
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  await expect(firstAmount).toHaveText('Rp 600.000,00');

  await page.getByLabel('Status').selectOption('pending');
  await expect(page).toHaveURL(/transaction_status=pending/);
  await expect(page.getByText(/^1–50 dari 2\.000$/)).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Belum Lunas');
  await page.getByRole('button', { name: /Berikutnya/ }).click();
  await expect(page.getByText(/^51–100 dari 2\.000$/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Unduh CSV' }).click(),
  ]);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv.trimEnd().split(/\r?\n/)).toHaveLength(2001);
});

test('/news shows one page of 3,000 and links to the next', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('list', { name: 'Berita' }).getByRole('listitem')).toHaveCount(12);
  await page.getByRole('navigation', { name: 'Halaman' }).getByRole('link', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByRole('navigation', { name: 'Halaman' }).getByLabel('Halaman 250')).toBeVisible();
});

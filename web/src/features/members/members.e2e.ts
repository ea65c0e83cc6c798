import { expect, test } from '../../test/app-test';

interface Anggota {
  id: number;
  nama: string;
  jabatan: string;
  coach: boolean;
}

test('/anggota shows 9 members per page with numbered pages', async ({ page }) => {
  await page.goto('/anggota');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^ANGGOTA [A-Z0-9 ]+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Anggota');
  const grid = page.getByRole('list', { name: /^ANGGOTA / });
  await expect(grid.getByRole('listitem')).toHaveCount(9);
  await expect(grid.getByText(/^@/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/\/anggota\?page=2$/);
  await expect(grid.getByRole('listitem')).toHaveCount(3);
});

test('a member card opens the profile with the Instagram link', async ({ page }) => {
  const { data } = (await (await page.request.get('/api/v1/profilanggotas')).json()) as { data: Anggota[] };
  const member = data[0];
  expect(member).toBeDefined();
  await page.goto('/anggota');
  await page.getByRole('link', { name: member?.nama }).click();
  await expect(page).toHaveURL(new RegExp(`/anggota/${member?.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: member?.nama })).toBeVisible();
  await expect(page.getByText(`@${member?.jabatan}`).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Instagram/ })).toHaveAttribute(
    'href',
    /instagram\.com/,
  );
});

test('/coaching lists only the coaches', async ({ page }) => {
  const { data } = (await (await page.request.get('/api/v1/profilanggotas')).json()) as { data: Anggota[] };
  const coaches = data.filter((m) => m.coach).map((m) => m.nama);
  expect(coaches.length).toBeGreaterThan(0);
  await page.goto('/coaching');
  const grid = page.getByRole('list', { name: 'Coaching' });
  await expect(grid.getByRole('listitem')).toHaveCount(coaches.length);
  await expect(grid.getByRole('heading')).toHaveText(coaches);
  const first = coaches[0] ?? '';
  await grid.getByRole('link', { name: first }).click();
  await expect(page).toHaveURL(/\/anggota\/\d+$/);
  // The grid stays on screen until the profile's code has loaded: wait for the profile itself.
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByText('Coach', { exact: true })).toBeVisible();
});

test('an unknown member shows Anggota not found', async ({ page }) => {
  for (const id of ['999999', 'xyz']) {
    await page.goto(`/anggota/${id}`);
    await expect(page.getByText('Anggota not found')).toBeVisible();
  }
});

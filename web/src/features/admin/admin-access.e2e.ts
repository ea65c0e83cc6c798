import { adminNav } from '@teater/contract/site';
import { expect, test } from '../../test/app-test';
import { ADMIN, loginAsAdmin, registerAndLogin, startSession, uniqueEmail } from '../../test/e2e';

test('a plain user is turned away from the admin screens', async ({ page }) => {
  await registerAndLogin(page);
  for (const path of ['/admin', '/managegallery']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Anda tidak memiliki akses')).toBeVisible();
  }
  const res = await page.request.get('/api/v1/users');
  expect(res.status()).toBe(403);
});

test('the side navigation lists every admin screen, and Logout ends the session', async ({ page }) => {
  // a session of its own: the logout ends it, not the one the other tests share
  await startSession(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Menu admin' });
  await expect(nav.getByText('Super Admin')).toBeVisible();
  for (const link of adminNav('Teater Satu').flatMap((g) => g.links)) {
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to);
  }
  // the door is an app of its own: the link loads it whole
  await nav.getByRole('link', { name: 'Check-in Tiket' }).click();
  await expect(page).toHaveURL(/\/checkin$/);
  await expect(page.getByRole('heading', { name: 'Check-in Penonton' })).toBeVisible();
  await page.goto('/admin');
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/v1/users/me')).status()).toBe(401);
});

test('the dashboard counts, and an admin adds, edits and deletes an account', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin');
  for (const tile of ['Accounts', 'Gallery', 'Programs', 'Payments']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${tile}`) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Gallery\s*\d+/ })).toBeVisible();

  await page.goto('/manageaccounts');
  const email = uniqueEmail('akun');
  await page.getByRole('button', { name: 'Tambah Akun' }).click();
  let dialog = page.getByRole('dialog', { name: 'Tambah Akun' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Nama').fill('Akun Uji');
  await dialog.getByLabel('Password').fill('pendek');
  await dialog.getByLabel('Role').selectOption('user');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Password minimal 8 karakter')).toBeVisible();
  await dialog.getByLabel('Password').fill('rahasia-123');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Akun berhasil ditambahkan' })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${email}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Akun' });
  await dialog.getByLabel('Nama').fill('Akun Uji Diubah');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Akun berhasil diubah' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Akun Uji Diubah');

  await page.getByRole('button', { name: `Delete ${email}` }).click();
  await page.getByRole('dialog', { name: 'Konfirmasi Hapus' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Data berhasil dihapus' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

const screens = [
  '/admin',
  '/manageaccounts',
  '/profileadmin',
  '/managenews',
  '/managecollabs',
  '/managepartners',
  '/manageprogram',
  '/manageprogram/addprogram',
  '/managemembers',
  '/managemembers/addanggota',
  '/managegallery',
];

test('admin screens render on desktop and phone (screenshots)', async ({ page }) => {
  await loginAsAdmin(page);
  for (const path of screens) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Memuat Data ...')).toHaveCount(0);
    const name = path.replaceAll('/', '_');
    await page.screenshot({ path: test.info().outputPath(`admin${name}.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`admin${name}-phone.png`) });
  }
  // phones: the navigation is behind the Menu button
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Menu admin' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-phone-menu.png') });
});

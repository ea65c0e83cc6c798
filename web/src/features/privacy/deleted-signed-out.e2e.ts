import { expect, test } from '../../test/app-test';
import { registerAndLogin } from '../../test/e2e';

// after deleting the account the page still showed the member's menu, as if signed in
test('deleting one’s account signs the page out at once: the confirmation stays, the header offers Login', async ({
  page,
}) => {
  const { password } = await registerAndLogin(page);
  await page.goto('/account');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Hapus akun' });
  await section.getByLabel('Password').fill(password);
  await section.getByLabel('Ketik HAPUS untuk mengonfirmasi').fill('HAPUS');
  await section.getByRole('button', { name: 'Hapus akun saya' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Akun Anda telah dihapus' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
});

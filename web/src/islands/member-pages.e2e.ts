import { paths } from '@teater/contract/site';
import { expect, test } from '../test/app-test';
import { registerAndLogin } from '../test/e2e';
import { expectIslandsPages, watch } from '../test/islands';

test("a member's own pages arrive rendered for them and hydrate only their islands", async ({ page }) => {
  const { email } = await registerAndLogin(page, 'Rara Islands');
  const started = await page.request.post('/api/v1/payment', { data: {} });
  expect(started.status()).toBe(201);
  const { token } = (await started.json()).data as { token: string };
  const seen = watch(page);
  await expectIslandsPages(page, seen, [
    paths.account,
    paths.subscriptionHistory,
    paths.ticketHistory,
    paths.paymentSandbox(token),
  ]);
  expect(seen.errors).toEqual([]);
  await page.goto(paths.account);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test("/account's forms further down load their script only when they come near the screen, then work", async ({
  page,
}) => {
  await registerAndLogin(page, 'Rara Later');
  await page.setViewportSize({ width: 412, height: 823 });
  const seen = watch(page);
  await page.goto(paths.account);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const deletion = page.locator('[data-island="delete-account"]');
  // the profile form is on the first screen; the account deletion at the bottom is not yet
  await expect(page.locator('[data-island="profile-form"]')).toHaveAttribute('data-hydrated');
  await expect(deletion).not.toHaveAttribute('data-hydrated');
  expect(seen.scripts.some((name) => name.startsWith('delete-account-'))).toBe(false);
  const confirm = deletion.getByRole('button', { name: 'Hapus akun saya' });
  await expect(confirm).toBeDisabled();
  await confirm.scrollIntoViewIfNeeded();
  await expect(deletion).toHaveAttribute('data-hydrated');
  expect(seen.scripts.some((name) => name.startsWith('delete-account-'))).toBe(true);
  await expect(confirm).toBeEnabled();
  expect(seen.errors).toEqual([]);
});

test('on /account a field the server refuses says why under its input', async ({ page }) => {
  await registerAndLogin(page);
  await page.goto(paths.account);
  const profile = page.getByRole('region', { name: 'Profil' });
  await profile.getByLabel('Email').fill('bukan-email');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Format email tidak valid')).toBeVisible();
  await expect(profile.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.getByLabel('Email')).toBeFocused();
});

test('without a session a member page sends the visitor to the login, and back after it', async ({ page }) => {
  await page.goto(paths.ticketHistory);
  await expect(page).toHaveURL(/\/login\?next=%2Fhistory-pembelian-tiket$/);
  await expect(page.getByText('Anda harus login terlebih dahulu')).toBeVisible();
});

import { expect, type Page, test } from '../../test/app-test';
import { ADMIN, fillRegistration, login, registerAndLogin, uniqueEmail } from '../../test/e2e';
import { expectNoSidewaysScroll, type ScreenName, screens } from '../../test/viewports';

const settings = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Settings' });

/** The register form: an empty e-mail is required; afterwards the login form knows the account. */
async function registerThroughTheForm(page: Page, email: string) {
  await page.goto('/register');
  await expect(page.getByText('Please choose a password.')).toBeVisible();
  // sent empty, the e-mail is required (not 'Format email tidak valid')
  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Wajib diisi');
  await fillRegistration(page, { name: 'Sekar Ayu', email, password: 'rahasia-123' });
  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // the login form says the account exists and has its e-mail: only the password is left to type
  await expect(page.getByRole('status').filter({ hasText: 'Akun berhasil dibuat, silakan login' })).toContainText(
    email,
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.getByLabel('Password').fill('rahasia-123');
  await page.getByRole('button', { name: 'Login' }).click();
}

test('register, log in, edit the profile, change the password, log out', async ({ page }) => {
  // a journey of a dozen page loads (sign-up and each login end in one, decision 030)
  test.setTimeout(120_000);
  const email = uniqueEmail('akun');
  await registerThroughTheForm(page, email);
  await expect(page).toHaveURL(/\/$/);
  await settings(page).click();
  await expect(page.getByRole('menuitem', { name: 'Akun' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Riwayat Subscription' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Riwayat Pembelian Tiket' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Akun' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Sekar Ayu' })).toBeVisible();
  await expect(page.getByTestId('role')).toHaveText('user');
  await expect(page.getByTestId('subscription-status')).toHaveText('Subscription tidak aktif');

  await page.getByLabel('Nama').fill('Sekar Ayu Lestari');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Berhasil update profile')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nama')).toHaveValue('Sekar Ayu Lestari');
  await expect(page.getByRole('heading', { name: 'Sekar Ayu Lestari' })).toBeVisible();

  // The wrong current password is named under its field; nothing changes.
  await page.getByLabel('Password lama').fill('bukan-ini-123');
  await page.getByLabel('Password baru').fill('rahasia-baru-456');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Password lama salah')).toBeVisible();
  await expect(page.getByLabel('Password baru')).toHaveValue('rahasia-baru-456');

  await page.getByLabel('Password lama').fill('rahasia-123');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Password berhasil diubah')).toBeVisible();
  await expect(page.getByLabel('Password lama')).toHaveValue('');
  await expect(page.getByLabel('Password baru')).toHaveValue('');

  await settings(page).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(settings(page)).toHaveCount(0);

  // The session really ended: a guarded page sends the visitor to /login with the spec's toast
  // (and the login would bring them back).
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await expect(page.getByText('Anda harus login terlebih dahulu')).toBeVisible();

  // The new password is the one that works now.
  await login(page, email, 'rahasia-baru-456');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Sekar Ayu Lestari' })).toBeVisible();
});

test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('salah-sekali');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email atau password salah' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Belum punya akun? Buat disini.' })).toHaveAttribute('href', '/register');
});

test('registering a taken e-mail shows the reason under the field', async ({ page }) => {
  const { email } = await registerAndLogin(page);
  await page.goto('/register');
  await fillRegistration(page, { name: 'Orang Lain', email, password: 'rahasia-123' });
  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(page.getByText('Email sudah terdaftar')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);
});

test('an admin lands on /admin and finds Admin Dashboard in Settings', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/');
  await settings(page).click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('subscriber pages: the spec toasts and a way back home', async ({ page }) => {
  await page.goto('/subs');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Anda harus login terlebih dahulu')).toBeVisible();

  await registerAndLogin(page);
  await page.goto('/subs');
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('Silakan berlangganan terlebih dahulu')).toBeVisible();
});

for (const screen of ['phone', 'desktop'] as ScreenName[]) {
  test.describe(screen, () => {
    test.use(screens[screen]);

    test(`a long unbroken name keeps /account and the menu's logout on screen (${screen})`, async ({ page }) => {
      const name = `Ketut${'a'.repeat(90)}`;
      await registerAndLogin(page, name);
      await page.goto('/account');
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const header = page.getByRole('banner');
      if (screen === 'phone') {
        await header.getByRole('button', { name: 'Buka menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' })).toBeInViewport(
          {
            ratio: 1,
          },
        );
      } else {
        await settings(page).click();
        await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeInViewport({ ratio: 1 });
      }
    });
  });
}

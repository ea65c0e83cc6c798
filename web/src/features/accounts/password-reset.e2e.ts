import { expect, test } from '../../test/app-test';
import { login, mailsTo, uniqueEmail } from '../../test/e2e';

/** The reset link of the newest reset mail to `email`. */
function resetLinkFor(email: string): string | undefined {
  const mails = mailsTo('password-reset', email);
  return /https?:\/\/[^\s"<]+\/reset-password\?token=3D([\w-]+)|https?:\/\/[^\s"<]+\/reset-password\?token=([\w-]+)/
    .exec(mails.at(-1) ?? '')
    ?.slice(1)
    .find(Boolean);
}

test('a member who forgot the password sets a new one from the mailed link, once', async ({ page, browser }) => {
  const email = uniqueEmail('lupa');
  const signup = await page.request.post('/api/v1/users/signup', {
    data: { name: 'Pengguna Lupa', email, password: 'password-lama-1', accept_terms: true },
  });
  expect(signup.status()).toBe(201);
  // a session opened before the reset, in another browser
  const other = await browser.newPage();
  await login(other, email, 'password-lama-1');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Lupa password?' }).click();
  await expect(page).toHaveURL(/\/lupa-password$/);
  // the login page (with its own Email field) stays on screen until the new page has loaded
  await expect(page.getByRole('heading', { name: 'Lupa Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByRole('status')).toContainText('Jika email tersebut terdaftar');

  let token: string | undefined;
  await expect.poll(() => (token = resetLinkFor(email)), { timeout: 20_000 }).toBeTruthy();
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel('Password baru', { exact: true }).fill('password-baru-2');
  await page.getByLabel('Ulangi password baru').fill('password-baru-2');
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByRole('status')).toContainText('Password berhasil diubah');

  // the link works once: opened again, it says so at once, with no form to fill in for nothing
  await page.goto(`/reset-password?token=${token}`);
  await expect(page.getByRole('alert')).toContainText('Tautan tidak berlaku atau sudah kedaluwarsa');
  await expect(page.getByLabel('Password baru', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Minta tautan baru' })).toBeVisible();

  // the old password is refused, the new one lets in, the old session has ended
  const old = await page.request.post('/api/v1/users/login', { data: { email, password: 'password-lama-1' } });
  expect(old.status()).toBe(401);
  await login(page, email, 'password-baru-2');
  const me = await other.request.get('/api/v1/users/me');
  expect(me.status()).toBe(401);
  await other.close();
});

test("the spec's Forgot Password? on /register leads to the same page", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/lupa-password$/);
  await expect(page.getByRole('heading', { name: 'Lupa Password' })).toBeVisible();
});

import { type APIRequestContext, expect, type Page, test } from '../../test/app-test';
import { adminToken, login, registerAndLogin, uniqueEmail } from '../../test/e2e';
import { showThroughApi } from '../../test/shows';

const LOGIN_REQUIRED = 'Anda harus login terlebih dahulu';

/** A new account through the API, not logged in anywhere yet. */
async function newAccount(page: Page) {
  const email = uniqueEmail('kembali');
  const password = 'rahasia-123';
  const res = await page.request.post('/api/v1/users/signup', {
    data: { name: 'Pengunjung Kembali', email, password, accept_terms: true },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

async function fillLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Sets the logged-in member's subscription_time through the admin's PATCH, then reloads. */
async function setSubscription(page: Page, admin: APIRequestContext, until: Date | null) {
  const me = (await (await page.request.get('/api/v1/users/me')).json()) as { data: { id: number } };
  const res = await admin.patch(`/api/v1/users/${me.data.id}`, {
    headers: { authorization: `Bearer ${await adminToken(admin)}` },
    data: { subscription_time: until?.toISOString() ?? null },
  });
  expect(res.status()).toBe(200);
  await page.reload();
}

test('a visitor pressing the subscribe button is told to log in, logs in, and is back on the plan', async ({
  page,
}) => {
  const account = await newAccount(page);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Berlangganan' }).click();
  await expect(page.getByText(LOGIN_REQUIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fsubscription$/);
  await fillLogin(page, account);
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('button', { name: 'Berlangganan' })).toBeEnabled();
});

test("logging in from a show's page, a news page or a guarded page returns there", async ({ page, request }) => {
  const account = await newAccount(page);
  // A show of its own, on sale now and of general admission: the list holds other tests' shows
  // (seated ones among them) as the browser tests run side by side.
  const { id: showId } = await showThroughApi(request, { name: `Pertunjukan Kembali ${Date.now()}` });

  // The show's order section: its Login link.
  await page.goto(`/tiket/kontentiket?id=${showId}`);
  await page.getByRole('region', { name: 'Pesan Tiket' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await fillLogin(page, account);
  await expect(page).toHaveURL(new RegExp(`/tiket/kontentiket\\?id=${showId}$`));
  await expect(page.getByLabel('Jumlah Tiket').first()).toBeVisible();
  await page.context().clearCookies();

  // The header's Login link, from a news page.
  await page.goto('/news');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await fillLogin(page, account);
  await expect(page).toHaveURL(/\/news$/);
  await page.context().clearCookies();

  // A guarded page sends the visitor to log in and back.
  await page.goto('/history-subscription');
  await expect(page).toHaveURL(/\/login\?next=%2Fhistory-subscription$/);
  await fillLogin(page, account);
  await expect(page).toHaveURL(/\/history-subscription$/);
  await page.context().clearCookies();

  // Only this site's paths: anything else lands where a login lands without a target.
  await page.goto('/login?next=%2F%2Fcontoh.id%2Fjahat');
  await fillLogin(page, account);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('an admin sent to log in returns to the admin screen; without a target lands on /admin', async ({ page }) => {
  await page.goto('/adminpayment');
  await expect(page).toHaveURL(/\/login\?next=%2Fadminpayment$/);
  await fillLogin(page, { email: 'admin@e2e.test', password: 'admin-e2e-123' });
  await expect(page).toHaveURL(/\/adminpayment$/);
  await page.context().clearCookies();
  await login(page, 'admin@e2e.test', 'admin-e2e-123');
  await expect(page).toHaveURL(/\/admin$/);
});

// What the card says in each state (the heading, Belum berlangganan, the time left, ended) is
// subscription-status.test.tsx's; here /subs sends the member on with the right words, and the
// card shows the account's state as the server holds it.
test('subscription texts: never subscribed and ended, /subs says what is true', async ({ page, request }) => {
  await registerAndLogin(page, 'Anggota Baru');
  const status = page.getByRole('region', { name: /Subscription/ });

  // Never subscribed: /subs says a subscription is needed and shows the plan.
  await page.goto('/subs');
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('Silakan berlangganan terlebih dahulu', { exact: false })).toBeVisible();
  await expect(page.getByText('Masa berlangganan kamu sudah habis!')).toHaveCount(0);

  // Ended: the card says so; /subs says it ran out.
  await setSubscription(page, request, new Date(Date.now() - 86_400_000));
  await expect(status.getByText('Subscription telah berakhir.')).toBeVisible();
  await page.goto('/subs');
  await expect(page.getByText('Masa berlangganan kamu sudah habis!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

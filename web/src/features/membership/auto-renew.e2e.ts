import { formatDate, type Renewal, type RenewalRunReport } from '@teater/contract';
import { type APIRequestContext, expect, type Page, test } from '../../test/app-test';
import { mailsTo, registerAndLogin, uniqueEmail } from '../../test/e2e';
import { screens } from '../../test/viewports';

/**
 * Issue 45's Done-when, on a 360 px phone: a member turns on automatic renewal at checkout (by a
 * sandbox card, or a GoPay account linked on the sandbox's page), sees the next charge date, is
 * charged once when the renewal run (its clock moved by the test hook) finds the month due, and
 * stops in one tap. A failing charge (the sandbox's declining card or GoPay number) mails the
 * notice with its pay-now link, is retried, and after the last retry ends auto-renewal: that part
 * is the server's alone, so it runs through the API, without page loads.
 */
test.use(screens.phone);

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The renewal run as if now were `at` (POST /test-hooks/renewal-run, a TEST_HOOKS server only). */
async function runAt(request: APIRequestContext, at: number): Promise<RenewalRunReport> {
  const res = await request.post('/api/v1/test-hooks/renewal-run', { data: { at: new Date(at).toISOString() } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: RenewalRunReport }).data;
}

async function mine(request: APIRequestContext): Promise<Renewal> {
  const res = await request.get('/api/v1/renewals/mine');
  expect(res.status()).toBe(200);
  const plan = ((await res.json()) as { data: Renewal | null }).data;
  expect(plan).not.toBeNull();
  return plan as Renewal;
}

async function expiryOf(request: APIRequestContext): Promise<number> {
  const me = (await (await request.get('/api/v1/users/me')).json()) as { data: { subscription_time: string } };
  return Date.parse(me.data.subscription_time);
}

async function cardToken(request: APIRequestContext, card_number: string) {
  const res = await request.post('/api/v1/payment/sandbox/v2/token', {
    data: { card_number, card_exp_month: '12', card_exp_year: String(new Date().getFullYear() + 3), card_cvv: '123' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token_id: string }).token_id;
}

/**
 * The renewal run charges the member once when the month is due: the membership is one month
 * longer, and a second run at the same moment charges nobody.
 */
async function chargedOnce(request: APIRequestContext) {
  const before = await mine(request);
  const due = Date.parse(before.next_charge_at ?? '');
  expect(await expiryOf(request)).toBe(due);
  expect((await runAt(request, due + MINUTE)).paid).toBeGreaterThanOrEqual(1);
  const extended = await expiryOf(request);
  expect(extended - due).toBeGreaterThanOrEqual(28 * DAY);
  expect(extended - due).toBeLessThanOrEqual(31 * DAY);
  await runAt(request, due + 2 * MINUTE);
  expect(await expiryOf(request)).toBe(extended);
  expect(Date.parse((await mine(request)).next_charge_at ?? '')).toBe(extended);
}

/** Stop in one tap (and its confirmation) on /account: the box says so at once, the server agrees. */
async function stopInOneTap(page: Page) {
  await page.getByRole('button', { name: 'Hentikan perpanjangan otomatis' }).tap();
  await page.getByRole('button', { name: 'Ya, hentikan' }).tap();
  await expect(page.getByTestId('renewal-state')).toHaveText('Dihentikan');
  await expect(page.getByText(/Bulan yang sudah dibayar tetap berlaku/).first()).toBeVisible();
  expect((await mine(page.request)).state).toBe('stopped');
}

/**
 * Another member whose renewal fails from the next month (set up through the API): the failure
 * notice goes out with a pay-now link, the charge is retried after 1, 3 and 5 days, and after the
 * last auto-renewal ends and the member is told.
 */
async function failingRenewal(request: APIRequestContext, switchTo: 'card' | 'gopay') {
  const email = uniqueEmail('gagal');
  const password = 'rahasia-123';
  const signup = await request.post('/api/v1/users/signup', {
    data: { name: 'Sahabat Gagal', email, password, accept_terms: true },
  });
  expect(signup.status()).toBe(201);
  expect((await request.post('/api/v1/users/login', { data: { email, password } })).status()).toBe(200);
  const started = await request.post('/api/v1/renewals', {
    data: { method: 'card', token_id: await cardToken(request, '4811111111111114') },
  });
  expect(started.status()).toBe(201);
  let method: Record<string, string>;
  if (switchTo === 'card') {
    method = { method: 'card', token_id: await cardToken(request, '4911111111111113') };
  } else {
    const link = await request.post('/api/v1/renewals/gopay-link', { data: { phone: '081277770000' } });
    const { account_id } = ((await link.json()) as { data: { account_id: string } }).data;
    expect((await request.post(`/api/v1/payment/sandbox/gopay/${account_id}`)).status()).toBe(200);
    method = { method: 'gopay', account_id };
  }
  expect((await request.put('/api/v1/renewals/mine/method', { data: method })).status()).toBe(200);
  const due = Date.parse((await mine(request)).next_charge_at ?? '');

  expect((await runAt(request, due + MINUTE)).failed).toBeGreaterThanOrEqual(1);
  expect((await mine(request)).state).toBe('past_due');
  await expect.poll(() => mailsTo('renewal-failed', email).length, { timeout: 30_000 }).toBe(1);
  const [notice = ''] = mailsTo('renewal-failed', email);
  expect(notice).toContain('Bayar sekarang');
  expect(notice).toMatch(/https?:\/\/[^\s"]+\/subscription/);

  for (const days of [1, 3]) {
    expect((await runAt(request, due + days * DAY + MINUTE)).failed).toBeGreaterThanOrEqual(1);
    expect((await mine(request)).state).toBe('past_due');
  }
  expect((await runAt(request, due + 5 * DAY + MINUTE)).lapsed).toBeGreaterThanOrEqual(1);
  expect((await mine(request)).state).toBe('lapsed');
  await expect.poll(() => mailsTo('renewal-ended', email).length, { timeout: 30_000 }).toBe(1);
  expect(mailsTo('renewal-failed', email)).toHaveLength(3);
}

test('by sandbox card: auto-renewal at checkout, the next charge date, one charge when due, a stop in one tap; a declining card ends it after the retries', async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerAndLogin(page, 'Sahabat Kartu');
  await page.goto('/subscription');
  await page.getByLabel('Perpanjang otomatis setiap bulan').check();
  await page.getByLabel('Nomor kartu').fill('4811111111111114');
  await page.getByLabel('Bulan kedaluwarsa (MM)').fill('12');
  await page.getByLabel('Tahun kedaluwarsa (YYYY)').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Bayar bulan pertama & aktifkan' }).tap();
  await expect(page).toHaveURL(/\/account$/);
  const plan = await mine(page.request);
  await expect(page.getByTestId('renewal-next')).toHaveText(formatDate(plan.next_charge_at ?? ''));
  await expect(page.getByTestId('renewal-method')).toContainText('481111-1114');

  await chargedOnce(page.request);
  await stopInOneTap(page);

  const other = await playwright.request.newContext({ baseURL });
  await failingRenewal(other, 'card');
  await other.dispose();
});

test('by a GoPay account linked on the sandbox page: the same, and a declining GoPay account ends it after the retries', async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerAndLogin(page, 'Sahabat GoPay');
  await page.goto('/subscription');
  await page.getByLabel('Perpanjang otomatis setiap bulan').check();
  await page.getByLabel('GoPay', { exact: true }).check();
  await page.getByLabel('Nomor GoPay').fill('081234561234');
  await page.getByRole('button', { name: 'Tautkan GoPay' }).tap();
  // the gateway's linking page (the sandbox's), then back to the plan with the account
  await expect(page).toHaveURL(/\/payment\/sandbox\/gopay\//);
  await expect(page.getByText(/GoPay ••••1234 setiap bulan/)).toBeVisible();
  await page.getByRole('button', { name: 'Izinkan' }).tap();
  await expect(page).toHaveURL(/\/subscription\?gopay=/);
  await expect(page.getByText('GoPay ••••1234 terhubung', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Bayar bulan pertama & aktifkan' }).tap();
  await expect(page).toHaveURL(/\/account$/);
  const plan = await mine(page.request);
  await expect(page.getByTestId('renewal-next')).toHaveText(formatDate(plan.next_charge_at ?? ''));
  await expect(page.getByTestId('renewal-method')).toContainText('GoPay ••••1234');

  await chargedOnce(page.request);
  await stopInOneTap(page);

  const other = await playwright.request.newContext({ baseURL });
  await failingRenewal(other, 'gopay');
  await other.dispose();
});

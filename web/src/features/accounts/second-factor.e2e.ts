import { Secret, TOTP } from 'otpauth';
import { appReady, type BrowserContext, expect, type Page, test } from '../../test/app-test';
import { mailsTo } from '../../test/outbox';
import { CHIEF, type StrictServers, startStrictServers } from '../../test/strict-servers';

// The production default, STAFF_SECOND_FACTOR=required, on two server processes of one PostgreSQL
// database (the shared demo server runs `optional`: scripts/e2e-server.sh says why).
test.describe.configure({ mode: 'serial' });
test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL: two server processes share one database');

let servers: StrictServers;
let chief: Page;
let chiefContext: BrowserContext;
let secret = '';
let lastCode = '';
let recoveryCodes: string[] = [];
const a = () => servers.urls[0] ?? '';
const b = () => servers.urls[1] ?? '';

/** The code the authenticator app shows `steps` 30-second steps from now. */
const codeOf = (steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  servers = await startStrictServers(2);
  chiefContext = await browser.newContext();
  chief = await chiefContext.newPage();
});
test.afterAll(async () => {
  await chiefContext?.close();
  await servers?.close();
});

async function go(page: Page, url: string) {
  await page.goto(url);
  await appReady(page);
}

async function passwordStep(page: Page, base: string, email: string, password: string) {
  await go(page, `${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logout(page: Page, base: string) {
  expect((await page.request.post(`${base}/api/v1/users/logout`)).status()).toBe(200);
}

/** The code of the newest enrolment mail to `email`, whichever process sent it. */
async function mailedCode(email: string) {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email, 'factor-enrol-code', servers.outboxes);
        code = /Kode: (\d{8})/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return code;
}

async function secondStep(page: Page, code: string) {
  await page.getByLabel('Kode', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
}

test('no admin page opens before the second factor; an authenticator app and a passkey are enrolled', async () => {
  await passwordStep(chief, a(), CHIEF.email, CHIEF.password);
  await expect(chief).toHaveURL(/\/account\/keamanan$/);
  await expect(chief.getByRole('alert').filter({ hasText: 'wajib memakai faktor kedua' }).first()).toBeVisible();
  for (const path of ['/admin', '/adminaudit', '/manageaccounts', '/managenews']) {
    await go(chief, `${a()}${path}`);
    await expect(chief).toHaveURL(/\/account\/keamanan$/);
  }
  expect((await chief.request.get(`${a()}/api/v1/users`)).status()).toBe(403);

  // the first factor takes the password and the code mailed to the account
  await chief.getByRole('button', { name: 'Tambah aplikasi autentikator' }).click();
  await chief.getByLabel('Password').fill(CHIEF.password);
  await chief.getByRole('button', { name: 'Kirim kode ke email' }).click();
  await chief.getByLabel('Kode dari email').fill(await mailedCode(CHIEF.email));
  await chief.getByRole('button', { name: 'Lanjut' }).click();
  secret = (await chief.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  lastCode = codeOf(0);
  await chief.getByLabel('Kode', { exact: true }).fill(lastCode);
  await chief.getByRole('button', { name: 'Konfirmasi' }).click();
  const codes = chief.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  await chief.getByRole('button', { name: 'Sudah saya simpan' }).click();

  // a passkey, on Chromium's virtual authenticator (a platform key with a PIN or fingerprint)
  const cdp = await chiefContext.newCDPSession(chief);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // another factor takes the password and a working one (a recovery code: the app's codes are the logins')
  await chief.getByRole('button', { name: 'Tambah passkey' }).click();
  await chief.getByLabel('Password').fill(CHIEF.password);
  await chief.getByLabel('Kode autentikator atau kode pemulihan').fill(recoveryCodes.at(-1) ?? '');
  await chief.getByRole('button', { name: 'Lanjut' }).click();
  await expect(chief.getByRole('list', { name: 'Faktor kedua' }).getByRole('listitem')).toHaveCount(2);

  await go(chief, `${a()}/admin`);
  await expect(chief).toHaveURL(/\/admin$/);
  expect((await chief.request.get(`${a()}/api/v1/users`)).status()).toBe(200);
});

test('logins with the app and with the passkey; a replayed code and a used recovery code are refused', async () => {
  await logout(chief, a());
  await passwordStep(chief, a(), CHIEF.email, CHIEF.password);
  // the next step's code: the enrolment used this one's
  lastCode = codeOf(1);
  await secondStep(chief, lastCode);
  await expect(chief).toHaveURL(/\/admin$/);

  await logout(chief, a());
  await passwordStep(chief, a(), CHIEF.email, CHIEF.password);
  await secondStep(chief, lastCode);
  await expect(chief.getByRole('alert').filter({ hasText: 'Kode salah atau sudah dipakai' })).toBeVisible();
  const recovery = recoveryCodes[0] ?? '';
  await secondStep(chief, recovery);
  await expect(chief).toHaveURL(/\/admin$/);

  await logout(chief, a());
  await passwordStep(chief, a(), CHIEF.email, CHIEF.password);
  await secondStep(chief, recovery);
  await expect(chief.getByRole('alert').filter({ hasText: 'Kode salah atau sudah dipakai' })).toBeVisible();

  // the passkey alone is the whole login
  await logout(chief, a());
  await go(chief, `${a()}/login`);
  await chief.getByRole('button', { name: 'Masuk dengan passkey' }).click();
  await expect(chief).toHaveURL(/\/admin$/);
  expect((await chief.request.get(`${a()}/api/v1/users`)).status()).toBe(200);
});

test("a superadmin ends another account's sessions: its next request on the other process is refused", async ({
  browser,
}) => {
  const member = {
    name: 'Ratna Sari',
    email: `ratna.${Date.now().toString(36)}@contoh.id`,
    password: 'rahasia-123',
    accept_terms: true,
  };
  expect((await chief.request.post(`${a()}/api/v1/users/signup`, { data: member })).status()).toBe(201);
  const memberContext = await browser.newContext();
  const phone = await memberContext.newPage();
  try {
    await passwordStep(phone, b(), member.email, member.password);
    await expect(phone).not.toHaveURL(/\/login$/);
    await go(phone, `${b()}/account`);
    await expect(phone.getByRole('heading', { name: member.name })).toBeVisible();

    await go(chief, `${a()}/manageaccounts`);
    await chief.getByLabel('Cari').fill(member.email);
    await expect(chief).toHaveURL(/\?q=/);
    await chief.getByRole('button', { name: `Akhiri semua sesi ${member.email}` }).click();
    await chief.getByRole('dialog').getByRole('button', { name: 'Akhiri' }).click();
    await expect(chief.getByText('1 sesi diakhiri')).toBeVisible();

    expect((await phone.request.get(`${b()}/api/v1/users/me`)).status()).toBe(401);
    await go(phone, `${b()}/account`);
    await expect(phone).toHaveURL(/\/login\?next=%2Faccount$/);
  } finally {
    await memberContext.close();
  }
});

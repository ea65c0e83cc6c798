import { Secret, TOTP } from 'otpauth';
import { appReady, expect, test } from '../../test/app-test';
import { adminToken, uniqueEmail } from '../../test/e2e';
import { mailsTo } from '../../test/outbox';

const PASSWORD = 'rahasia-staf-123';

/** The code of the newest enrolment mail to `email`, as its reader sees it. */
async function mailedCode(email: string) {
  let code = '';
  await expect
    .poll(
      async () => {
        code = /Kode: (\d{8})/.exec((await mailsTo(email, 'factor-enrol-code')).at(-1)?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return code;
}

test('a staff member’s first factor asks for the password and the mailed code, and ends the other password-only session', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('staf');
  const token = await adminToken(request);
  const created = await request.post('/api/v1/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Staf Baru', email, password: PASSWORD, role: 'admin' },
  });
  expect(created.status()).toBe(201);
  // another device, logged in with the password before the enrolment (set up through the API)
  const other = await browser.newContext();
  try {
    expect((await other.request.post('/api/v1/users/login', { data: { email, password: PASSWORD } })).status()).toBe(
      200,
    );
    expect((await other.request.get('/api/v1/users/me')).status()).toBe(200);
    expect((await page.request.post('/api/v1/users/login', { data: { email, password: PASSWORD } })).status()).toBe(
      200,
    );

    await page.goto('/account/keamanan');
    await appReady(page);
    await page.getByRole('button', { name: 'Tambah aplikasi autentikator' }).click();
    await expect(page.getByText('kode yang kami kirim ke email akunmu')).toBeVisible();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Kirim kode ke email' }).click();
    const code = await mailedCode(email);
    // a wrong code is refused, the mailed one opens the app's setup
    await page.getByLabel('Kode dari email').fill(code === '12345678' ? '87654321' : '12345678');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'kode yang dikirim ke email akunmu' })).toBeVisible();
    await page.getByLabel('Kode dari email').fill(code);
    await page.getByRole('button', { name: 'Lanjut' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Kode', { exact: true }).fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(page.getByTestId('recovery-code')).toHaveCount(10);

    // the session opened elsewhere with the password alone has ended; this one goes on
    expect((await other.request.get('/api/v1/users/me')).status()).toBe(401);
    expect((await page.request.get('/api/v1/users/me')).status()).toBe(200);
  } finally {
    await other.close();
  }
});

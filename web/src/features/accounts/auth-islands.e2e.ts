import { expect, test } from '../../test/app-test';
import { uniqueEmail } from '../../test/e2e';
import { expectIslandsPages, watch } from '../../test/islands';

test('the sign-in, privacy and error pages are the server’s, with only their forms hydrated, whatever their query', async ({
  page,
}) => {
  const seen = watch(page, { refusedCallsAnswer: true });
  const pages = [
    '/login',
    '/login?next=%2Fsubscription',
    '/register',
    '/register?next=%2Fsubscription',
    '/lupa-password',
    '/reset-password',
    '/reset-password?token=tautan-yang-tidak-pernah-dikirim',
    '/kebijakan-privasi',
    '/berhenti-kabar',
    '/berhenti-kabar?token=tautan-yang-tidak-pernah-dikirim',
    '/error',
  ];
  await expectIslandsPages(page, seen, pages);
  expect(seen.errors).toEqual([]);
});

test('the islands read their query once in the browser: ?next= on to register, a link’s token checked', async ({
  page,
}) => {
  await page.goto('/login?next=%2Fsubscription');
  await expect(page.getByRole('link', { name: 'Belum punya akun? Buat disini.' })).toHaveAttribute(
    'href',
    '/register?next=%2Fsubscription',
  );
  await page.goto('/register?next=%2Fsubscription');
  await expect(page.getByRole('link', { name: 'Sudah punya akun? Login disini.' })).toHaveAttribute(
    'href',
    '/login?next=%2Fsubscription',
  );
  // without a token the server's page already says so: no form replaced after the script ran
  expect(await (await page.request.get('/reset-password')).text()).toContain('Tautan tidak lengkap');
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('Tautan tidak lengkap');
  await page.goto('/berhenti-kabar');
  await expect(page.getByRole('alert')).toContainText('Tautan berhenti berlangganan tidak valid');
});

test('a server’s field error shows under its input: an e-mail in use, a bad address, a wrong password', async ({
  page,
}) => {
  const email = uniqueEmail('dipakai');
  const taken = await page.request.post('/api/v1/users/signup', {
    data: { name: 'Sudah Ada', email, password: 'rahasia-123', accept_terms: true },
  });
  expect(taken.status()).toBe(201);

  await page.goto('/register');
  await page.getByLabel('Nama').fill('Orang Lain');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('rahasia-456');
  await page.getByLabel(/Saya telah membaca Kebijakan Privasi/).check();
  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email sudah terdaftar');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/lupa-password');
  await page.getByLabel('Email').fill('bukan-alamat');
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Format email tidak valid');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('bukan-passwordnya');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('form').getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

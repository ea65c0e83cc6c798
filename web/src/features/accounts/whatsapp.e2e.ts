import { expect, test } from '../../test/app-test';
import { loginAsAdmin, registerAndLogin } from '../../test/e2e';

test('a member adds a WhatsApp number and opts in; the e-ticket then also goes there, as /adminmail shows', async ({
  page,
  browser,
}) => {
  await registerAndLogin(page, 'Anggota WhatsApp');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'WhatsApp', exact: true });
  await expect(section).toContainText('Pemberitahuan tidak dikirim lewat WhatsApp');
  await section.getByLabel('Nomor WhatsApp').fill('12345');
  await section.getByLabel('Kirimi saya pemberitahuan lewat WhatsApp').check();
  await section.getByRole('button', { name: 'Simpan' }).click();
  await expect(section.getByText('Nomor WhatsApp tidak valid')).toBeVisible();
  await section.getByLabel('Nomor WhatsApp').fill('0812 3456 7001');
  await section.getByRole('button', { name: 'Simpan' }).click();
  await expect(section).toContainText('Pemberitahuan akan dikirim juga ke WhatsApp +6281234567001');
  await page.reload();
  await expect(page.getByRole('region', { name: 'WhatsApp', exact: true }).getByLabel('Nomor WhatsApp')).toHaveValue(
    '+6281234567001',
  );

  // a paid ticket (through the API, as the checkout tests do it by hand): its e-ticket goes to WhatsApp
  const shows = (await (await page.request.get('/api/v1/tiket?lalu=false')).json()) as { data: { id: number }[] };
  const show = shows.data[0];
  expect(show).toBeTruthy();
  const placed = await page.request.post('/api/v1/tiket/user/pesan', {
    data: { nama_user: 'Anggota WhatsApp', no_telp: '081234567001', jumlah_tiket: 1, id_tiket: show?.id },
  });
  expect(placed.status()).toBe(201);
  const { token } = (await placed.json()).data as { token: string };
  expect(
    (await page.request.post(`/api/v1/payment/sandbox/${token}`, { data: { result: 'settlement' } })).status(),
  ).toBe(200);

  const admin = await browser.newPage();
  await loginAsAdmin(admin);
  await admin.goto('/adminmail');
  await admin.getByRole('tab', { name: 'WhatsApp' }).click();
  await expect(admin.getByText('Mode sandbox')).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: '+6281234567001' });
  // The outbox sends on its own beat (every few seconds): the screen shows the message, then its
  // sending, only after a reload.
  await expect(async () => {
    await admin.reload();
    await expect(row).toContainText('Anggota WhatsApp', { timeout: 2000 });
    await expect(row).toContainText(/Sampai|Terkirim|Diterima API/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('e_tiket');
});

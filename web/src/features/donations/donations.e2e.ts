import { type APIRequestContext, expect, type Page, test } from '../../test/app-test';
import { adminToken, loginAsAdmin, registerAndLogin, uniqueEmail } from '../../test/e2e';
import { campaignOf } from '../../test/money-e2e';
import { mailsTo } from '../../test/outbox';
import { screens } from '../../test/viewports';

test.use(screens.phone);

const DAY = 86_400_000;

/** Set-up through the API: the admin's campaign with a goal of Rp 10.000.000, running now. */
async function campaign(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  return campaignOf(request, admin, `Lampu Baru ${Date.now()}`);
}

/** A `datetime-local` value in WIB (the admin's form reads its times as WIB), `hours` from now. */
function wibInput(hours: number) {
  return new Date(Date.now() + hours * 3_600_000 + 7 * 3_600_000).toISOString().slice(0, 16);
}

/** On the phone, the admin creates a campaign with a goal of Rp 10.000.000 in /managekampanye; its id from the API. */
async function campaignByAdmin(page: Page, request: APIRequestContext) {
  const judul = `Lampu Panggung ${Date.now()}`;
  await loginAsAdmin(page);
  await page.goto('/managekampanye');
  await page.getByRole('button', { name: 'Tambah Kampanye' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Kampanye' });
  await dialog.getByRole('textbox', { name: 'Judul', exact: true }).fill(judul);
  await dialog
    .getByRole('textbox', { name: 'Cerita', exact: true })
    .fill('Lampu panggung kami berumur dua puluh tahun.');
  await dialog.getByRole('spinbutton', { name: 'Target' }).fill('10000000');
  // started two minutes ago: /donation offers the campaign started last, and other tests' campaigns
  // (made through the API) started half an hour before they were made
  await dialog.getByRole('textbox', { name: 'Mulai (WIB)' }).fill(wibInput(-2 / 60));
  await dialog.getByRole('textbox', { name: 'Selesai (WIB)' }).fill(wibInput(24 * 30));
  await dialog.getByRole('textbox', { name: 'Nominal Saran' }).fill('50000, 150000, 500000');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kampanye dibuat!' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: judul })).toContainText('Rp 10.000.000');
  await page.context().clearCookies();

  const found = await request.get(`/api/v1/kampanyes?q=${encodeURIComponent(judul)}`);
  const [made] = ((await found.json()) as { data: { id: number; target: number }[] }).data;
  expect(made?.target).toBe(10_000_000);
  return made?.id ?? 0;
}

/** Set-up through the API: an anonymous gift to the campaign, paid. */
async function anonymousGift(request: APIRequestContext, campaignId: number) {
  const hidden = await request.post('/api/v1/donations', {
    data: {
      campaign_id: campaignId,
      amount: 50_000,
      name: 'Nama Rahasia',
      email: uniqueEmail('anonim'),
      anonymous: true,
      on_wall: true,
    },
  });
  expect(hidden.status()).toBe(201);
  const { token } = ((await hidden.json()) as { data: { token: string } }).data;
  expect((await request.post(`/api/v1/payment/sandbox/${token}`, { data: { result: 'settlement' } })).status()).toBe(
    200,
  );
}

/** The campaign page's form as a visitor fills it: Rp 150.000, named, a message on the wall; paid on the sandbox. */
async function giveAsVisitor(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Rp 150.000,00' }).check();
  await page.getByLabel('Nama', { exact: true }).fill('Made Wirawan');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Pesan untuk dinding (boleh kosong)').fill('Semoga panggungnya makin terang!');
  await page.getByLabel('Tampilkan donasi saya di dinding donatur').check();
  await page.getByRole('button', { name: 'Donasi', exact: true }).click();
  await expect(page).toHaveURL(/\/donasi\/bayar\//);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('Rp 150.000,00');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
}

test('on a phone the admin creates a campaign of Rp 10.000.000; a visitor gives Rp 150.000 named: the bar moves, the wall thanks them, the receipt arrives; an anonymous gift shows no name', async ({
  page,
  request,
}) => {
  const campaignId = await campaignByAdmin(page, request);
  await anonymousGift(request, campaignId);

  // The donation page offers the running campaign.
  await page.goto('/donation');
  await page.getByRole('button', { name: 'Donasi sekarang' }).click();
  await expect(page).toHaveURL(new RegExp(`/kampanye/${campaignId}`));
  const bar = page.getByRole('progressbar', { name: 'Kemajuan kampanye' });
  await expect(bar).toHaveAttribute('aria-valuenow', '1');

  // A visitor without an account gives Rp 150.000, named, with a message, and pays on the sandbox.
  const email = uniqueEmail('donatur');
  await giveAsVisitor(page, email);

  await expect(page).toHaveURL(new RegExp(`/kampanye/${campaignId}`));
  await expect(page.getByTestId('campaign-given')).toHaveText('Rp 200.000,00');
  await expect(bar).toHaveAttribute('aria-valuenow', '2');
  const wall = page.getByTestId('donor-wall');
  await expect(wall).toContainText('Made Wirawan · Rp 150.000,00');
  await expect(wall).toContainText('Semoga panggungnya makin terang!');
  await expect(wall).toContainText('Anonim · Rp 50.000,00');
  await expect(page.locator('body')).not.toContainText('Nama Rahasia');

  await expect.poll(async () => (await mailsTo(email, 'donation-receipt')).length, { timeout: 20_000 }).toBe(1);
  const [receipt] = await mailsTo(email, 'donation-receipt');
  const pdf = receipt?.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf?.filename).toMatch(/^DON-\d{4}-\d{6}\.pdf$/);
  expect(receipt?.text).toContain('bukan bukti pengurang pajak');
});

/** What the campaign has been given, as its public progress says. */
async function given(request: APIRequestContext, campaignId: number) {
  const res = await request.get(`/api/v1/kampanyes/${campaignId}/progress`);
  return ((await res.json()) as { data: { given: number } }).data.given;
}

test('on a phone a member gives Rp 50.000 every month by card, is charged again by the renewal run, and stops from the receipt without logging in', async ({
  page,
  request,
}) => {
  const campaignId = await campaign(request);
  const { email } = await registerAndLogin(page, 'Sahabat Bulanan');

  await page.goto(`/kampanye/${campaignId}`);
  await page.getByRole('radio', { name: 'Setiap bulan' }).check();
  await page.getByRole('radio', { name: 'Rp 50.000,00' }).check();
  await page.getByRole('button', { name: 'Lanjut ke pembayaran' }).tap();
  await page.getByLabel('Nomor kartu').fill('4811111111111114');
  await page.getByLabel('Bulan kedaluwarsa (MM)').fill('12');
  await page.getByLabel('Tahun kedaluwarsa (YYYY)').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Bayar bulan pertama & mulai' }).tap();
  await expect(page.getByTestId('campaign-given')).toHaveText('Rp 50.000,00');

  // A month later (the test hook moves the renewal run's clock) the gift is charged once more.
  const run = await request.post('/api/v1/test-hooks/renewal-run', {
    data: { at: new Date(Date.now() + 32 * DAY).toISOString() },
  });
  expect(run.status()).toBe(200);
  expect(await given(request, campaignId)).toBe(100_000);
  await expect.poll(async () => (await mailsTo(email, 'donation-receipt')).length, { timeout: 20_000 }).toBe(2);

  // The latest receipt's link stops it, with no session at all.
  const [, latest] = await mailsTo(email, 'donation-receipt');
  const link = latest?.text?.match(/https?:\/\/\S+\/donasi\/berhenti\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.context().clearCookies();
  const { pathname, search } = new URL(link ?? '');
  await page.goto(`${pathname}${search}`);
  await page.getByRole('button', { name: 'Hentikan donasi bulanan' }).tap();
  await expect(page.getByRole('status')).toHaveText('Donasi bulanan dihentikan. Terima kasih atas dukungan Anda!');
});

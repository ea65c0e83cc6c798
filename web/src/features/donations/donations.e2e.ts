import { type APIRequestContext, expect, type Page, test } from '../../test/app-test';
import { adminToken, uniqueEmail } from '../../test/e2e';
import { mailsTo } from '../../test/outbox';
import { screens } from '../../test/viewports';

test.use(screens.phone);

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** Set-up through the API: the admin's campaign (goal Rp 10.000.000) and an anonymous gift to it, paid. */
async function campaignWithAnonymousGift(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const judul = `Lampu Baru ${Date.now()}`;
  const made = await request.post('/api/v1/kampanyes', {
    headers: admin,
    multipart: {
      judul,
      cerita: 'Lampu panggung kami berumur dua puluh tahun.',
      target: '10000000',
      mulai: hoursFromNow(-0.5),
      selesai: hoursFromNow(24 * 30),
      nominal_saran: '50000, 150000, 500000',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const campaignId = ((await made.json()) as { data: { id: number } }).data.id;
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

  return campaignId;
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

test('on a phone a visitor gives Rp 150.000 named: the bar moves, the wall thanks them, the receipt arrives; an anonymous gift shows no name', async ({
  page,
  request,
}) => {
  const campaignId = await campaignWithAnonymousGift(request);

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

import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { appReady, expect, type Page, test } from '../../test/app-test';
import { fillRegistration, login, loginAsAdmin, uniqueEmail } from '../../test/e2e';
import { mailsTo } from '../../test/outbox';
import { showOnTicketList } from '../../test/shows';

type Row = Record<string, unknown>;
const PASSWORD = 'rahasia-123';
/** A datetime-local value in WIB, `ms` from now. */
const wibInput = (ms: number) => new Date(Date.now() + ms + 7 * 3_600_000).toISOString().slice(0, 16);

/** The privacy notice, from the footer: what is kept how long, who receives it, the rights. */
async function readPrivacyNotice(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' }).click();
  await expect(page).toHaveURL(/\/kebijakan-privasi$/);
  await expect(page.getByRole('heading', { name: 'Berapa lama kami menyimpannya' })).toBeVisible();
  const books = page.getByRole('row').filter({ hasText: 'Catatan keuangan' });
  await expect(books.getByRole('cell', { name: '10 tahun', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hak Anda dan cara memakainya' })).toBeVisible();
}

async function register(page: Page, email: string) {
  await readPrivacyNotice(page);
  await page.goto('/register');
  const account = { name: 'Laras Pertiwi', email, password: PASSWORD };
  await expect(page.getByRole('link', { name: 'Baca Kebijakan Privasi' })).toHaveAttribute(
    'href',
    '/kebijakan-privasi',
  );
  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(page.getByText('Setujui syarat penggunaan dan kebijakan privasi untuk mendaftar')).toBeVisible();
  await fillRegistration(page, account, { news: true });
  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, email, PASSWORD);
}

async function paySandbox(page: Page) {
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page.getByText('Payment success')).toBeVisible();
}

async function buySubscriptionAndTicket(page: Page, showName: string) {
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Berlangganan' }).click();
  await paySandbox(page);
  await page.goto('/tiket');
  await page.getByRole('article').filter({ hasText: showName }).getByRole('button', { name: 'Pesan Tiket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nama').fill('Laras Pertiwi');
  await dialog.getByLabel('Nomor Telepon').fill('081298765432');
  await dialog.getByLabel('Jumlah Tiket Reguler').fill('2');
  await dialog.getByRole('button', { name: 'Bayar' }).click();
  await paySandbox(page);
}

/** Downloads "Data saya" from /account and opens the archive. */
async function downloadMyData(page: Page) {
  await page.goto('/account');
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Unduh data saya' }).click(),
  ]);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Date.now() - started).toBeLessThan(60_000);
  return (name: string) => JSON.parse(strFromU8(files[`${name}.json`] ?? new Uint8Array())) as Row[];
}

async function withdrawFromMail(page: Page, email: string) {
  let link = '';
  await expect
    .poll(
      async () =>
        (link = /Berhenti menerima kabar: (\S+)/.exec((await mailsTo(email, 'welcome'))[0]?.text ?? '')?.[1] ?? ''),
      {
        timeout: 20_000,
      },
    )
    .not.toBe('');
  const anonymous = await page.context().browser()?.newPage();
  if (!anonymous) throw new Error('no browser');
  await anonymous.goto(new URL(link).pathname + new URL(link).search);
  // served as islands: the link is checked once the page's script took over
  await appReady(anonymous);
  await expect(anonymous.getByText(/saat ini menerima kabar pertunjukan/)).toBeVisible();
  await anonymous.getByRole('button', { name: 'Berhenti menerima kabar' }).click();
  await expect(anonymous.getByRole('status')).toHaveText('Anda tidak akan menerima kabar lewat email lagi.');
  await anonymous.close();
  await page.goto('/account');
  await expect(page.getByLabel('Kirimi saya kabar pertunjukan dan kegiatan terbaru.')).not.toBeChecked();
  await page.getByText('Riwayat persetujuan').click();
  await expect(page.getByText(/Kabar pertunjukan dan kegiatan lewat email ditarik · Tautan di email/)).toBeVisible();
}

/** The admin records a breach whose window holds the member, sees them listed, queues their mail (twice: once). */
async function breachConcerning(admin: Page, email: string) {
  await admin.goto('/adminbreach');
  await admin.getByRole('button', { name: 'Catat insiden' }).click();
  const form = admin.getByRole('region', { name: 'Catat insiden' });
  await form.getByLabel('Judul insiden').fill('Berkas ekspor anggota terbuka');
  await form.getByLabel(/^Diketahui pada/).fill(wibInput(0));
  await form.getByLabel(/^Data terpapar sejak/).fill(wibInput(-3_600_000));
  await form.getByLabel(/^Sampai/).fill(wibInput(60_000));
  await form.getByLabel('Kontak', { exact: true }).check();
  await form
    .getByLabel('Apa yang terjadi dan bagaimana')
    .fill('Berkas ekspor dapat diunduh tanpa login selama satu jam.');
  await form.getByLabel('Yang sudah dan sedang dilakukan').fill('Berkas dihapus dan tautannya ditutup.');
  await form.getByLabel('Yang sebaiknya dilakukan anggota').fill('Waspadai email palsu atas nama kami.');
  await form.getByRole('button', { name: 'Catat insiden' }).click();
  await expect(admin).toHaveURL(/\/adminbreach\/\d+$/);
  await admin.goto(`${new URL(admin.url()).pathname}?q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  const queue = admin.getByRole('button', { name: 'Antrekan email pemberitahuan' });
  await queue.click();
  await expect(admin.getByText(/^[1-9]\d* email pemberitahuan diantrekan/)).toBeVisible();
  await queue.click();
  await expect(admin.getByText(/^0 email pemberitahuan diantrekan/)).toBeVisible();
  await admin.getByRole('button', { name: 'Buat laporan' }).click();
  await expect(admin.getByRole('link', { name: 'Unduh laporan' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(email, 'breach-notice')).length, { timeout: 20_000 }).toBe(1);
}

async function deleteAccount(page: Page) {
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Hapus akun' });
  await section.getByLabel('Password').fill(PASSWORD);
  await section.getByLabel('Ketik HAPUS untuk mengonfirmasi').fill('HAPUS');
  await section.getByRole('button', { name: 'Hapus akun saya' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Akun Anda telah dihapus' })).toBeVisible();
}

/** The admin's payments CSV, searched for one order: it still holds the payment, without the person. */
async function paymentsCsv(admin: Page, orderId: string) {
  await admin.goto(`/adminpayment?kind=ticket&q=${orderId}`);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Unduh CSV' }).click(),
  ]);
  return fs.readFileSync(await download.path(), 'utf8');
}

test('a member’s rights: their data in one archive, news withdrawn from a mail, a breach told once, deletion that keeps the books', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('laras');
  const showName = `Malam Jahanam ${Date.now()}`;
  await showOnTicketList(request, showName);
  await register(page, email);
  await buySubscriptionAndTicket(page, showName);

  const archive = await downloadMyData(page);
  expect(archive('profil')[0]?.email).toBe(email);
  const payments = archive('pembayaran');
  expect(payments.map((p) => p.kind).sort()).toEqual(['subscription', 'ticket']);
  expect(payments.every((p) => p.transaction_status === 'settlement')).toBe(true);
  const orders = archive('pesanan-tiket');
  expect(orders.map((o) => [o.pertunjukan, o.jumlah_tiket, o.status])).toEqual([[showName, 2, 'paid']]);
  expect(archive('tiket')).toHaveLength(2);
  expect(
    archive('persetujuan')
      .map((c) => c.kind)
      .sort(),
  ).toEqual(['announcements', 'privacy', 'terms']);
  expect(archive('sesi')[0]?.user_agent).toContain('Chrome');
  expect(archive('riwayat-login').some((e) => e.action === 'login')).toBe(true);
  expect(archive('log-audit').some((e) => e.action === 'data-export')).toBe(true);

  await withdrawFromMail(page, email);

  const admin = await browser.newPage();
  await loginAsAdmin(admin);
  await breachConcerning(admin, email);

  await deleteAccount(page);
  const ticketOrder = String(payments.find((p) => p.kind === 'ticket')?.order_id);
  const csv = await paymentsCsv(admin, ticketOrder);
  expect(csv).toContain(ticketOrder);
  expect(csv).toContain('150000');
  expect(csv).not.toContain(email);
  expect(csv).not.toContain('Laras Pertiwi');
  await expect.poll(async () => (await mailsTo(email, 'account-deleted')).length, { timeout: 20_000 }).toBe(1);
});

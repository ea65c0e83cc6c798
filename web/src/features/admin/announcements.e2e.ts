import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../test/app-test';
import { ADMIN, adminToken, loginAsAdmin, uniqueEmail } from '../../test/e2e';

/** The e2e server writes mails as .eml files into its data folder (no SMTP configured). */
const outbox = path.resolve(process.env.E2E_DATA_DIR ?? `.test-data/e2e-${process.env.E2E_PORT ?? 4173}`, 'outbox');

/** The mails of one kind (their file names end in it) that mention `text`, quoted-printable undone. */
const mailsWith = (kind: string, text: string) =>
  fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((name) => name.endsWith(`-${kind}.eml`))
        .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, ''))
        .filter((mail) => mail.includes(text))
    : [];

test('an admin writes an announcement, tests it on themself, sends it to members, and drafts one from a news item', async ({
  page,
}) => {
  const title = `Pentas Purnama ${Date.now()}`;
  const member = uniqueEmail('kabar');
  const signup = await page.request.post('/api/v1/users/signup', {
    data: { name: 'Anggota Kabar', email: member, password: 'rahasia-123', accept_terms: true, announcements: true },
  });
  expect(signup.status()).toBe(201);

  await loginAsAdmin(page);
  await page.goto('/managepengumuman');
  await page.getByRole('button', { name: 'Tulis Pengumuman' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Judul', exact: true }).fill(title);
  await dialog.getByLabel('Isi').fill('Kami kembali ke panggung.\n\nTiket dibuka Senin.');
  await dialog.getByLabel('Tautan').fill('https://contoh.id/tiket');
  await dialog.getByLabel('Penerima').selectOption({ label: 'Semua anggota yang mau menerima kabar' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draf');

  // the send waits for a test after the last change
  await expect(row.getByRole('button', { name: `Kirim ke anggota: ${title}` })).toBeDisabled();
  await row.getByRole('button', { name: `Kirim uji ke saya: ${title}` }).click();
  await expect(page.getByText(`Email uji dikirim ke ${ADMIN.email}`)).toBeVisible();
  await expect.poll(() => mailsWith('announcement-test', title).length, { timeout: 20_000 }).toBe(1);

  await row.getByRole('button', { name: `Kirim ke anggota: ${title}` }).click();
  const ask = page.getByRole('dialog', { name: 'Kirim pengumuman' });
  await expect(ask).toContainText('orang saat ini');
  await ask.getByRole('button', { name: 'Kirim ke anggota' }).click();
  await expect(page.getByText('Pengumuman sedang dikirim bertahap')).toBeVisible();
  await expect(row).toContainText('Dikirim', { timeout: 20_000 });
  await expect(row.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  // the member's mail: its text, the visible link to stop, and the one-click headers
  await expect.poll(() => mailsWith('announcement', member).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailsWith('announcement', member);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(mail).toContain('Berhenti menerima kabar');
  await expect(row).toContainText(/Terkirim\s*[1-9]/, { timeout: 20_000 });

  // 'Umumkan' on a news item opens its draft on the announcements screen
  const token = await adminToken(page.request);
  const news = (await (
    await page.request.get('/api/v1/beritas?limit=1', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { title: string }[];
  };
  const newsTitle = news.data[0]?.title ?? '';
  await page.goto('/managenews');
  await page
    .getByRole('button', { name: `Umumkan ${newsTitle} ke anggota` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/managepengumuman$/);
  await expect(page.getByRole('row').filter({ hasText: newsTitle }).first()).toContainText('Draf');
});

import { expect, type Page, test } from '../../test/app-test';
import { loginAsAdmin, registerAndLogin } from '../../test/e2e';

type Show = { id: number; nama_pertujukan: string; tanggal_mulai_penjualan: string; tanggal_selesai_penjualan: string };

/** A checkout started by the logged-in buyer, then paid, left pending or cancelled on the sandbox. */
async function pay(buyer: Page, start: Promise<{ data: { token: string } }>, result: string | null) {
  const { token } = (await start).data;
  if (!result) return;
  const res = await buyer.request.post(`/api/v1/payment/sandbox/${token}`, { data: { result } });
  expect(res.status()).toBe(200);
}

test('payments are listed per kind, each with its own columns and Indonesian status words', async ({
  page,
  browser,
}) => {
  const buyer = await browser.newPage();
  const account = await registerAndLogin(buyer, 'Pembayar Dua Jenis');
  const me = (await (await buyer.request.get('/api/v1/users/me')).json()) as { data: { id: number } };
  const post = async (url: string, data: unknown) => (await buyer.request.post(url, { data })).json();
  await pay(buyer, post('/api/v1/payment', { id_user: me.data.id, amount: 65000 }), 'settlement');

  const now = Date.now();
  const shows = ((await (await buyer.request.get('/api/v1/tiket')).json()) as { data: Show[] }).data;
  const show = shows.find(
    (s) => Date.parse(s.tanggal_mulai_penjualan) < now && Date.parse(s.tanggal_selesai_penjualan) > now,
  );
  expect(show).toBeDefined();
  const ticket = { nama_user: 'Pembayar Dua Jenis', no_telp: '081234567890', id_tiket: show?.id, id_user: me.data.id };
  await pay(buyer, post('/api/v1/tiket/user/pesan', { ...ticket, jumlah_tiket: 2 }), 'settlement');
  await pay(buyer, post('/api/v1/tiket/user/pesan', { ...ticket, jumlah_tiket: 1 }), null);
  await buyer.close();

  await loginAsAdmin(page);
  await page.goto(`/adminpayment?q=${encodeURIComponent(account.email)}`);
  const table = page.getByRole('table');
  const header = (name: string) => table.getByRole('columnheader', { name });

  // Subscriptions (the first tab): the account's end date, its status in words.
  const kinds = page.getByRole('navigation', { name: 'Jenis' });
  await expect(kinds.getByRole('link', { name: 'Langganan' })).toHaveAttribute('aria-current', 'page');
  await expect(header('Subscription Time')).toBeVisible();
  await expect(header('Pertunjukan')).toHaveCount(0);
  const subscription = table.getByRole('row').filter({ hasText: 'Rp 65.000,00' });
  await expect(subscription).toHaveCount(1);
  await expect(subscription.getByRole('cell', { name: 'Lunas', exact: true })).toBeVisible();
  await expect(table).not.toContainText('settlement');

  // Tickets: the show and the seats, no subscription end date.
  await kinds.getByRole('link', { name: 'Tiket' }).click();
  await expect(page).toHaveURL(/kind=ticket/);
  await expect(header('Pertunjukan')).toBeVisible();
  await expect(header('Tiket')).toBeVisible();
  await expect(header('Subscription Time')).toHaveCount(0);
  const rows = table.getByRole('row').filter({ hasText: show?.nama_pertujukan ?? '-' });
  await expect(rows).toHaveCount(2);
  await expect(rows.getByRole('cell', { name: 'Belum Lunas', exact: true })).toHaveCount(1);
  await expect(rows.getByRole('cell', { name: 'Lunas', exact: true })).toHaveCount(1);
  await expect(table).not.toContainText(/settlement|pending/);
  await expect(table).not.toContainText('Rp 65.000,00');
});

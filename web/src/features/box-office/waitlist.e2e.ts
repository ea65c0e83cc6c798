import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { mailsTo, registerAndLogin, uniqueEmail } from '../../test/e2e';
import { showThroughApi } from '../../test/shows';

// A phone: the mail's link is opened where the mail is read.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The offer page's path in the newest waiting-list offer mail to `email` (read from the outbox). */
const offerPathFor = (email: string) =>
  /\/tiket\/penawaran\/\d+/.exec(mailsTo('waitlist-offer', email).at(-1) ?? '')?.[0];

/** A show of one seat, on sale, whose seat another buyer holds (unpaid): sold out. */
async function soldOutShow(request: APIRequestContext, title: string) {
  const show = await showThroughApi(request, {
    name: title,
    startsIn: 24 * 10,
    categories: [{ name: 'Reguler', price: 60_000, seats: 1 }],
  });
  const email = uniqueEmail('pemegang');
  await request.post('/api/v1/users/signup', {
    data: { name: 'Pemegang Kursi', email, password: 'rahasia-123', accept_terms: true },
  });
  const login = await request.post('/api/v1/users/login', { data: { email, password: 'rahasia-123' } });
  const holder = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const ordered = await request.post('/api/v1/tiket/user/pesan', {
    headers: holder,
    data: {
      nama_user: 'Pemegang Kursi',
      no_telp: '081234567890',
      id_tiket: show.id,
      categories: [{ id: show.categories[0]?.id, count: 1 }],
    },
  });
  expect(ordered.status()).toBe(201);
  const history = await request.get('/api/v1/tiket/user/history', { headers: holder });
  const held = ((await history.json()) as { data: { id: number }[] }).data[0]?.id;
  /** the holder lets the seat go */
  const release = () => request.post(`/api/v1/tiket/orders/${held}/cancel`, { headers: holder });
  return { id: show.id, release };
}

test('on a phone, a member joins a sold-out show’s waiting list, gets the mailed offer and buys the held seat', async ({
  page,
}) => {
  const title = `Daftar Tunggu ${Date.now()}`;
  const show = await soldOutShow(page.request, title);
  const member = await registerAndLogin(page, 'Penunggu Kursi');

  await page.goto(`/tiket/kontentiket?id=${show.id}`);
  await expect(page.getByRole('list', { name: 'Kategori Tiket' })).toContainText('Habis');
  const waitlist = page.getByRole('region', { name: 'Daftar Tunggu' });
  await waitlist.getByLabel('Jumlah Kursi').fill('1');
  await waitlist.getByRole('button', { name: 'Masuk Daftar Tunggu' }).click();
  await expect(page.getByText('Anda masuk daftar tunggu, urutan ke-1')).toBeVisible();
  await expect(waitlist.getByRole('list', { name: 'Daftar Tunggu Saya' })).toContainText('Urutan ke-1');

  // the seat comes back: it is offered to the member, by mail
  expect((await show.release()).status()).toBe(200);
  let offer: string | undefined;
  await expect.poll(() => (offer = offerPathFor(member.email)), { timeout: 30_000 }).toBeTruthy();
  await page.goto(offer ?? '');
  await expect(page.getByRole('heading', { name: 'Penawaran Kursi' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('1 kursi Reguler disimpan untuk Anda sampai');
  await page.getByLabel('Nomor Telepon').fill('081234567890');
  await expect(page.getByText('Rp 60.000,00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Bayar' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('Rp 60.000,00');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page.getByText('Payment success')).toBeVisible();
  await expect(page).toHaveURL(/\/history-pembelian-tiket$/);
  // on a phone each order is a card: this one is paid, with its ticket
  const card = page
    .getByRole('list', { name: 'Riwayat Pembelian Tiket' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText('Lunas');
  // the offer is bought: its link says so
  await page.goto(offer ?? '');
  await expect(page.getByRole('status')).toContainText('Kursi penawaran ini sudah Anda pesan');
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { registerAndLogin } from '../../test/e2e';
import { expectNoSidewaysScroll, type ScreenName, screens } from '../../test/viewports';

/** A subscription checkout begun and left, as when the buyer closes the provider's page. */
async function abandonedCheckout(request: APIRequestContext) {
  const res = await request.post('/api/v1/payment', { data: {} });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { order_id: string; token: string } }).data;
}

/** The history's entry of one order, as this screen shows it (a card on a phone, a row on a desktop). */
const entryOf = (page: Page, orderId: string) => page.locator('li:visible, tr:visible').filter({ hasText: orderId });

for (const screen of ['phone', 'desktop'] as ScreenName[]) {
  test.describe(screen, () => {
    test.use(screens[screen]);

    test(`an abandoned subscription checkout is paid later or cancelled from the history, all on screen (${screen})`, async ({
      page,
    }) => {
      await registerAndLogin(page);
      const later = await abandonedCheckout(page.request);
      const dropped = await abandonedCheckout(page.request);
      await page.goto('/history-subscription');
      const toPay = entryOf(page, later.order_id);
      await expect(toPay.getByText('Belum Lunas')).toBeVisible();
      await expect(toPay.getByText(/\d{4} pukul \d\d\.\d\d WIB/).first()).toBeVisible();
      await expect(toPay.getByText(/Bayar sebelum .* WIB/)).toBeVisible();
      await expectNoSidewaysScroll(page);

      // cancelled: it says so, and offers nothing more
      const toDrop = entryOf(page, dropped.order_id);
      page.once('dialog', (dialog) => dialog.accept());
      await toDrop.getByRole('button', { name: 'Batalkan' }).click();
      await expect(page.getByText('Pembayaran subscription dibatalkan.')).toBeVisible();
      await expect(toDrop.getByText('Dibatalkan')).toBeVisible();
      await expect(toDrop.getByRole('button', { name: 'Bayar sekarang' })).toHaveCount(0);

      // paid later: its own checkout again, then back to the history, paid
      await toPay.getByRole('button', { name: 'Bayar sekarang' }).click();
      await expect(page).toHaveURL(new RegExp(`/payment/sandbox/${later.token}`));
      await page.getByRole('button', { name: 'Bayar', exact: true }).click();
      await expect(page).toHaveURL(/\/history-subscription$/);
      await expect(toPay.getByText('Lunas', { exact: true })).toBeVisible();
      await expect(toPay.getByRole('button', { name: 'Bayar sekarang' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('phone', () => {
  test.use(screens.phone);

  test('a ticket order card is named by its order id, whatever its place in the list; its date says WIB', async ({
    page,
  }) => {
    await registerAndLogin(page);
    const placed = async () => {
      const res = await page.request.post('/api/v1/tiket/user/pesan', {
        data: { nama_user: 'Pembeli Uji', no_telp: '081234567890', jumlah_tiket: 1, id_tiket: 1 },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { data: { order_id: string } }).data.order_id;
    };
    const first = await placed();
    await page.goto('/history-pembelian-tiket');
    const card = entryOf(page, first);
    await expect(card.getByText(first, { exact: true })).toBeVisible();
    await expect(card.getByText(/\d{4} pukul \d\d\.\d\d WIB/).first()).toBeVisible();
    // a newer order takes the top of the list; the first one keeps its name
    const second = await placed();
    await page.reload();
    await expect(entryOf(page, second)).toBeVisible();
    await expect(card.getByText(first, { exact: true })).toBeVisible();
    await expect(page.getByText(/^#\d+$/)).toHaveCount(0);
    // the seats go back for the other tests
    const mine = (await (await page.request.get('/api/v1/tiket/user/history')).json()) as { data: { id: number }[] };
    for (const order of mine.data) {
      expect((await page.request.post(`/api/v1/tiket/orders/${order.id}/cancel`)).status()).toBe(200);
    }
  });
});

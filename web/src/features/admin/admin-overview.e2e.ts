import { expect, type Page, test } from '../../test/app-test';
import { loginAsAdmin, registerAndLogin } from '../../test/e2e';

/** Records what each canvas draws as text (a chart's tick labels are drawn, not written in the page). */
async function recordCanvasTexts(page: Page) {
  await page.addInitScript(() => {
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
      this.canvas.dataset.drawn = `${this.canvas.dataset.drawn ?? ''}${text}\n`;
      return fillText.call(this, text, x, y, maxWidth);
    };
  });
}

/** A buyer's paid order of two seats, so that the outbox holds its e-ticket. */
async function paidOrderOfTwo(page: Page) {
  const buyer = await page.context().browser()?.newPage();
  if (!buyer) throw new Error('a second page');
  const { email } = await registerAndLogin(buyer);
  const placed = await buyer.request.post('/api/v1/tiket/user/pesan', {
    data: { nama_user: 'Penonton QR', no_telp: '081234567890', jumlah_tiket: 2, id_tiket: 1 },
  });
  expect(placed.status()).toBe(201);
  const { token } = ((await placed.json()) as { data: { token: string } }).data;
  const paid = await buyer.request.post(`/api/v1/payment/sandbox/${token}`, { data: { result: 'settlement' } });
  expect(paid.status()).toBe(200);
  await buyer.close();
  return email;
}

test('the dashboard counts members in whole people; a mail preview shows its QR codes; a page past the end offers the way back', async ({
  page,
}) => {
  const buyer = await paidOrderOfTwo(page);
  await recordCanvasTexts(page);
  await loginAsAdmin(page);

  // the members chart ticks at whole numbers (not 0,3 people)
  await page.goto('/admin');
  const chart = page.locator('figure').filter({ hasText: 'Sahabat aktif per bulan' }).locator('canvas').first();
  await expect(chart).toHaveAttribute('data-drawn', /(^|\n)0\n/);
  const ticks = ((await chart.getAttribute('data-drawn')) ?? '').split('\n').filter((text) => /^[\d.,]+$/.test(text));
  expect(ticks.length).toBeGreaterThan(1);
  expect(ticks.filter((tick) => tick.includes(','))).toEqual([]);

  // the e-ticket's preview: both QR codes are pictures that loaded
  await page.goto(`/adminmail?q=${encodeURIComponent(buyer)}`);
  const row = page.getByRole('row').filter({ hasText: 'E-tiket' });
  await row.getByRole('button', { name: 'Lihat' }).click();
  const mail = page.frameLocator('iframe');
  const codes = mail.getByRole('img', { name: /^Kode QR / });
  await expect(codes).toHaveCount(2);
  for (const code of await codes.all()) {
    await expect
      .poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }

  // far past the last page of accounts: said plainly, with the way back
  await page.goto('/manageaccounts?page=99');
  await expect(page.getByText(/^Halaman 99 tidak ada: daftar ini hanya \d+ halaman\.$/)).toBeVisible();
  await expect(page.getByText(/\d–\d+ dari \d/)).toHaveCount(0);
  await page.getByRole('button', { name: /^Ke halaman \d+$/ }).click();
  await expect(page).toHaveURL(/\/manageaccounts(\?page=\d+)?$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

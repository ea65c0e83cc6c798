import { expect, type Page, test } from '../../test/app-test';
import { registerAndLogin } from '../../test/e2e';

test.use({ viewport: { width: 360, height: 740 } });

/** The first button or field of the page that the scroll-to-top button overlaps, if any. */
const coveredControl = (page: Page) =>
  page.evaluate(() => {
    const top = document.querySelector('[data-scroll-top]');
    if (!top) return null;
    const a = top.getBoundingClientRect();
    for (const control of document.querySelectorAll('main button, main input, main select, main textarea')) {
      const b = control.getBoundingClientRect();
      if (b.width && b.height && b.left < a.right && b.right > a.left && b.top < a.bottom && b.bottom > a.top) {
        return control.textContent?.trim() || control.tagName;
      }
    }
    return null;
  });

/** Scrolls through the whole page in small steps; at each step nothing may stay covered. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; y <= height; y += 40) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect.poll(() => coveredControl(page), { message: `scrolled to ${y}px` }).toBeNull();
  }
  // At the very bottom (the footer) the button is there to take the visitor back up.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(page.getByRole('button', { name: 'Kembali ke atas' })).toBeVisible();
}

test("on a phone the scroll-to-top button never covers 'Bayar' or another button", async ({ page }) => {
  await registerAndLogin(page, 'Pengguna Ponsel');
  await page.goto('/subscription');
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.getByRole('button', { name: 'Berlangganan' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByRole('button', { name: 'Bayar', exact: true })).toBeVisible();
  await scrollThrough(page);
  await page.goto('/account');
  await scrollThrough(page);
});

test('toasts appear below the header: the menu stays in sight and usable', async ({ page }) => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Berlangganan' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Anda harus login terlebih dahulu' });
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    // where the toast comes to rest (it slides in from above)
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0, {
        message: `toast below the header at ${viewport.width}px`,
      })
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    // The header's own control at the toast's height still answers a tap.
    const menu =
      viewport.width < 1024
        ? page.getByRole('button', { name: 'Buka menu' })
        : page.getByRole('link', { name: 'Login' });
    await expect(menu.first()).toBeVisible();
    const target = await menu.first().boundingBox();
    const centre = { x: (target?.x ?? 0) + (target?.width ?? 0) / 2, y: (target?.y ?? 0) + (target?.height ?? 0) / 2 };
    const hit = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('header')), centre);
    expect(hit).toBe(true);
  }
});

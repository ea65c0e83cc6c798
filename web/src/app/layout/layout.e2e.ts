import { appReady, expect, type Page, test } from '../../test/app-test';

const shots = process.env.SCREENSHOT_DIR;

/** Holds back the header's Headless UI code (the layout kit) until `release()`; counts its requests. */
async function holdLayoutKit(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  await page.route(/\/assets\/layout-kit-[\w-]+\.js$/, async (route) => {
    requests += 1;
    await gate;
    await route.continue();
  });
  return { requests: () => requests, release };
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('header menus open, list their links and navigate', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /beranda/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Galeri' })).toHaveAttribute('href', '/photos');
    await expect(header.getByRole('link', { name: 'Program' })).toHaveAttribute('href', '/program');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    await header.getByRole('button', { name: 'Lainnya' }).click();
    const more = page.getByRole('menu');
    await expect(more.getByRole('menuitem')).toHaveCount(11);
    for (const href of ['/news', '/collaboration', '/partnership', '/scripts', '/merch', '/sewa', '/subs', '/tiket']) {
      await expect(more.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // Keyboard: open Bio with Enter, move down, follow the second link (Anggota).
    await header.getByRole('button', { name: 'Bio' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: /Tentang/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/anggota$/);
    // a link followed is a page load: its header answers once its island took over
    await appReady(page);

    await header.getByRole('button', { name: /Bahasa/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Bahasa Indonesia' })).toBeVisible();
    await page.keyboard.press('Escape');

    if (shots) await header.screenshot({ path: `${shots}/header-desktop.png` });
  });

  test('the menus load on first use and answer a key or a click made before they arrived', async ({ page }) => {
    const kit = await holdLayoutKit(page);
    await page.goto('/');
    // The page is complete without the menus' code: it is fetched when the visitor reaches for them.
    expect(kit.requests()).toBe(0);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Bio' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(kit.requests).toBe(1);
    kit.release();
    // The key is replayed on the real menu: it opens at its first item, like any Headless UI menu.
    await expect(page.getByRole('menuitem', { name: /Tentang/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/anggota$/);

    const again = await holdLayoutKit(page);
    await page.reload();
    await header.getByRole('button', { name: 'Lainnya' }).click();
    await expect.poll(again.requests).toBe(1);
    again.release();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(11);
  });
});

test.describe('desktop footer and page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('footer: coalition, address, links and social accounts', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Koalisi Seni/)).toBeVisible();
    await expect(footer.locator('address')).toContainText('Bandar Lampung');
    // this year in WIB, not the year the site was built
    const year = new Intl.DateTimeFormat('id-ID', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date());
    await expect(footer.getByText(new RegExp(`© ${year} `))).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Kontak' })).toHaveAttribute('href', '/coaching');
    // to the login, which then leads on to the plan
    await expect(footer.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsubscription',
    );
    await expect(footer.getByRole('link', { name: 'Donasi' })).toHaveAttribute('href', '/donation');
    await expect(footer.getByRole('link', { name: 'Program' })).toHaveAttribute('href', '/program');
    for (const name of ['Instagram', 'YouTube', 'Facebook']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    if (shots) await footer.screenshot({ path: `${shots}/footer-desktop.png` });
  });

  test('scroll-to-top appears past 300 px and goes back up', async ({ page }) => {
    await page.goto('/');
    // Tall enough to scroll whatever the page holds.
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const button = page.getByRole('button', { name: 'Kembali ke atas' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText('Sorry, the page you are looking for could not be found or has been removed.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the slide-in menu opens, a group expands and a link navigates', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Bio' })).toBeHidden();
    if (shots) await header.screenshot({ path: `${shots}/header-phone.png` });

    await header.getByRole('button', { name: 'Buka menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('button', { name: 'Tentang Kami' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Tiket' })).toHaveAttribute('href', '/tiket');
    await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();

    // Escape closes; focus returns to the page.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    await header.getByRole('button', { name: 'Buka menu' }).click();
    await panel.getByRole('button', { name: 'Tentang Kami' }).click();
    await expect(panel.getByRole('link', { name: 'Coaching' })).toBeVisible();
    await panel.getByRole('button', { name: 'Lainnya' }).click();
    await expect(panel.getByRole('link', { name: 'Berita' })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/menu-phone.png` });

    await panel.getByRole('link', { name: 'Anggota' }).click();
    await expect(page).toHaveURL(/\/anggota$/);
    await expect(panel).toHaveCount(0);

    if (shots) {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.getByRole('contentinfo').screenshot({ path: `${shots}/footer-phone.png` });
    }
  });
});

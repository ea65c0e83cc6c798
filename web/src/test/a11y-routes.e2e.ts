import { type Browser, expect, type Page, test } from './app-test';
import { type AxeViolation, describeViolations, seriousA11yViolations } from './axe';
import { loginAsAdmin, registerAndLogin } from './e2e';
import { routesFor, urlFor } from './route-urls';
import { timesWithoutWib } from './wib-times';

/**
 * axe-core over every route of the route table: public routes as a visitor, guarded ones as a
 * member, then as a subscriber, admin screens as the admin. Detail routes use real demo ids read
 * from the API. Each role logs in once; every page's serious and critical violations are collected
 * and asserted together, so one run lists all of them. The same walk finds every time of day shown
 * without "WIB" (wib-times.ts).
 */

/** The one page object: opens a route, waits for its content, runs axe and keeps the findings. */
class A11yPage {
  readonly found: Record<string, AxeViolation[]> = {};
  readonly timesWithoutZone: Record<string, string[]> = {};
  constructor(readonly page: Page) {}

  /** Waits until the page has rendered its data: no loading text and the network is quiet. */
  async settle() {
    await expect(this.page.locator('main')).toBeVisible();
    await expect(this.page.getByText('Memuat Data ...')).toHaveCount(0, { timeout: 15_000 });
    await this.page.waitForLoadState('networkidle').catch(() => undefined);
    // Entrance transitions (fades, slides) are taken to their end before contrast is measured;
    // endless ones (a spinner) are left alone. Finished, not awaited: an animation that does not
    // advance (one the browser is not rendering, e.g. in a part of the page it skips) never
    // settles, and waiting for one on '/' outlasted the test (5 minutes) in a two-worker run.
    await this.page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) continue;
        try {
          animation.finish();
        } catch {
          // a stopped animation (playback rate 0) has no end to go to: it is shown as it is
        }
      }
    });
  }

  async check(label: string) {
    await this.settle();
    const violations = await seriousA11yViolations(this.page);
    if (violations.length) this.found[label] = violations;
    const times = await timesWithoutWib(this.page);
    if (times.length) this.timesWithoutZone[label] = times;
  }

  async visit(path: string) {
    const url = await urlFor(this.page.request, path);
    await this.page.goto(url);
    // A guard that turns the caller away would make the check meaningless.
    await expect(this.page).toHaveURL(new RegExp(`${url.split('?')[0]}(\\?.*)?$`));
    await this.check(url);
  }

  assertClean() {
    const report = Object.entries(this.found)
      .map(([route, v]) => `${route}\n${describeViolations(v)}`)
      .join('\n\n');
    expect(Object.keys(this.found), report).toEqual([]);
    expect(this.timesWithoutZone, 'times of day shown without WIB').toEqual({});
  }
}

async function openAs(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  return new A11yPage(await context.newPage());
}

test.describe('accessibility of every route (axe-core: 0 serious or critical)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('public routes, the gallery lightbox and the phone menu', async ({ browser }) => {
    const a11y = await openAs(browser);
    for (const path of routesFor('public')) {
      await test.step(path, () => a11y.visit(path));
    }

    await test.step('gallery lightbox', async () => {
      await a11y.visit('/photos/:id');
      await a11y.page.getByRole('button', { name: 'Lihat layar penuh', exact: true }).click();
      // Headless UI's dialog root has no box of its own: its content is what shows.
      await expect(a11y.page.getByRole('dialog').getByRole('button').first()).toBeVisible();
      await a11y.check('/photos/:id lightbox');
    });

    await test.step('phone menu (390x844)', async () => {
      await a11y.page.setViewportSize({ width: 390, height: 844 });
      await a11y.visit('/');
      await a11y.page.getByRole('banner').getByRole('button', { name: 'Buka menu' }).click();
      await expect(a11y.page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first()).toBeVisible();
      await a11y.check('/ phone menu');
    });
    a11y.assertClean();
  });

  test('member and subscriber routes, with the sandbox checkout', async ({ browser }) => {
    const admin = await openAs(browser);
    await loginAsAdmin(admin.page);
    const a11y = await openAs(browser);
    await registerAndLogin(a11y.page, 'Pengguna Aksesibilitas');

    for (const path of routesFor('user')) {
      await test.step(path, () => a11y.visit(path));
    }
    await test.step('sandbox checkout', async () => {
      await a11y.page.goto('/subscription');
      await a11y.page.getByRole('button', { name: 'Berlangganan', exact: true }).click();
      await expect(a11y.page).toHaveURL(/\/payment\/sandbox\/[^/]+$/);
      await a11y.check('/payment/sandbox/:token');
    });

    // A month of subscription through the admin's PATCH, then the exclusive area.
    const me = (await (await a11y.page.request.get('/api/v1/users/me')).json()) as { data: { id: number } };
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await admin.page.request.patch(`/api/v1/users/${me.data.id}`, {
      data: { subscription_time: until },
    });
    expect(res.status()).toBe(200);
    for (const path of routesFor('subscriber')) {
      await test.step(path, () => a11y.visit(path));
    }
    a11y.assertClean();
  });

  test('admin screens and an edit dialog', async ({ browser }) => {
    const a11y = await openAs(browser);
    await loginAsAdmin(a11y.page);
    for (const path of routesFor('admin')) {
      await test.step(path, () => a11y.visit(path));
    }
    await test.step('edit dialog', async () => {
      await a11y.visit('/managegallery');
      await a11y.page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(a11y.page.getByRole('dialog', { name: 'Edit Galeri' }).getByRole('textbox').first()).toBeVisible();
      await a11y.check('/managegallery edit dialog');
    });
    a11y.assertClean();
  });
});

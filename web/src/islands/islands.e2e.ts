import { paths } from '@teater/contract/site';
import { expect, test } from '../test/app-test';
import { registerAndLogin } from '../test/e2e';
import { appEntry, expectIslandsPages, watch } from '../test/islands';

test('islands pages hydrate only their islands, without the app and without errors', async ({ page }) => {
  const seen = watch(page);
  await expectIslandsPages(page, seen, [
    paths.home,
    paths.news.list,
    '/news/1',
    paths.gallery.list,
    paths.members.list,
    paths.products.list,
  ]);
  expect(seen.errors).toEqual([]);
});

test('on the landing page the islands react: testimonial dots, the carousel pause, the login link', async ({
  page,
}) => {
  await page.goto(paths.home);
  const testimonials = page.getByRole('region', { name: 'Kata Mereka' });
  const quote = testimonials.locator('blockquote');
  const first = await quote.textContent();
  await testimonials.getByRole('button', { name: 'Tampilkan testimoni 2' }).click();
  await expect(quote).not.toHaveText(first ?? '');
  const hero = page.getByRole('region', { name: 'Foto pementasan', exact: true });
  await hero.getByRole('button', { name: 'Jeda' }).click();
  await expect(hero.getByRole('button', { name: 'Putar' })).toHaveAttribute('aria-pressed', 'true');
  // a link is a plain page load of the next server-rendered page
  await page.goto(paths.news.list);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fnews$/);
});

test('a logged-in visitor gets the settings menu on an islands page and logs out there; a missing record takes the app', async ({
  page,
}) => {
  await registerAndLogin(page);
  const seen = watch(page);
  await page.goto(paths.news.list);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(seen.errors).toEqual([]);
  // Its server render is not final (the record's answer is missing): the whole app finishes it.
  // The browser reports that answer's 404, so errors are counted before.
  seen.scripts.length = 0;
  await page.goto(paths.products.detail(999999));
  await expect(page.locator('#root')).toHaveAttribute('data-ssr', '');
  expect(appEntry(seen.scripts)).toBe(true);
});

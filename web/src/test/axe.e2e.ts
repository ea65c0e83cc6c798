import { uiMessages } from '@teater/contract';
import { expect, test } from './app-test';
import { describeViolations, seriousA11yViolations } from './axe';

/** The accessibility check every page's browser test can reuse: 0 serious or critical violations. */
test.describe('accessibility (axe-core)', () => {
  test('the not-found page has no serious or critical violations', async ({ page }) => {
    await page.goto('/halaman-yang-tidak-ada');
    await expect(page.getByRole('heading', { name: uiMessages.pageNotFound })).toBeVisible();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('the login page has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('a violation is reported (the check is not blind)', async ({ page }) => {
    await page.goto('/halaman-yang-tidak-ada');
    await expect(page.getByRole('heading', { name: uiMessages.pageNotFound })).toBeVisible();
    // an unlabelled input and an image without alt text
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML('beforeend', '<input type="text"><img src="/favicon.svg">');
    });
    const ids = (await seriousA11yViolations(page)).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['label', 'image-alt']));
  });
});

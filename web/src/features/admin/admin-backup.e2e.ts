import fs from 'node:fs';
import { backupMessages } from '@teater/contract';
import { expect, test } from '../../test/app-test';
import { loginAsAdmin, registerAndLogin } from '../../test/e2e';

test('a superadmin downloads a fresh backup from the dashboard; a member gets no archive', async ({
  page,
  browser,
}) => {
  await loginAsAdmin(page);
  await page.goto('/admin');
  const link = page.getByRole('link', { name: backupMessages.download });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^backup-\d{8}-\d{6}-\d{3}\.tar\.gz$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 2).toString('hex')).toBe('1f8b');
  // the site went on answering while the archive was packed
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const member = await browser.newPage();
  await registerAndLogin(member, 'Bukan Pengelola');
  expect((await member.request.get('/api/v1/admin/backups/download')).status()).toBe(403);
  await member.close();
});

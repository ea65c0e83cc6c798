import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { showThroughApi } from '../../test/shows';
import { expectNoSidewaysScroll, screens } from '../../test/viewports';

test.use(screens.phone);

// /managedoor was wider than a phone: its show picker took the width of its longest show's name
test('an admin on a 360 px phone makes a door pass for a show with a long name, and nothing reaches past the screen', async ({
  page,
}) => {
  const name = 'Pertunjukan Keliling Kabupaten Lampung Barat dan Pesisir Barat Bersama Sanggar Tari';
  await showThroughApi(page.request, { name });
  await loginAsAdmin(page);
  await page.goto('/managedoor');
  const picker = page.getByRole('combobox', { name: 'Pertunjukan', exact: true });
  await expect(picker.getByRole('option', { name: new RegExp(name) })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await page.getByRole('textbox', { name: 'Nama pintu / perangkat' }).fill('Pintu Barat');
  const option = await picker.getByRole('option', { name: new RegExp(name) }).getAttribute('value');
  await picker.selectOption(option ?? '');
  await page.getByRole('button', { name: 'Buat akses pintu' }).click();
  await expect(page.getByTestId('door-pass-link')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

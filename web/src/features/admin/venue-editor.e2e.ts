import type { Page } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { loginAsAdmin } from '../../test/e2e';
import { showThroughApi } from '../../test/shows';

const PHONE = { width: 360, height: 740 };

const seat = (page: Page, section: string, row: string, number: string) =>
  page.locator(`[data-seat="${section}|${row}|${number}"]`);

/** A section drawn as a block of rows of seats, in the editor's 'Tambah bagian' form. */
async function addBlock(page: Page, name: string, rows: number, aisle = '') {
  const form = page.getByRole('form', { name: 'Tambah bagian' });
  if (!(await form.isVisible())) await page.getByText('Tambah bagian', { exact: true }).click();
  await form.getByLabel('Nama bagian').fill(name);
  await form.getByLabel('Jumlah baris').fill(String(rows));
  await form.getByLabel('Kursi per baris').fill('20');
  await form.getByLabel(/Lorong setelah kursi/).fill(aisle);
  await form.getByRole('button', { name: 'Tambahkan blok' }).click();
}

/** One seat tapped and fixed: a wheelchair space (its neighbour the companion) or never sold. */
async function fix(page: Page, where: [string, string, string], kind: 'wheelchair' | 'unsold') {
  await seat(page, ...where).click();
  const panel = page.getByRole('form', { name: /Ubah kursi/ });
  if (kind === 'wheelchair') {
    await panel.getByLabel('Tempat kursi roda, dengan kursi pendamping').check();
  } else {
    await panel.getByLabel('Tidak pernah dijual').check();
    await panel.getByLabel('Alasan tidak dijual').fill('Posisi kamera');
  }
  await panel.getByRole('button', { name: 'Terapkan' }).click();
  await expect(panel).toBeHidden();
}

test('on a phone an admin draws a 300-seat hall and sells a show on it in two price zones', async ({ browser }) => {
  const page = await browser.newPage({ viewport: PHONE, hasTouch: true });
  await loginAsAdmin(page);
  const name = `Gedung Uji ${Date.now()}`;
  const show = await showThroughApi(page.request, {
    name: `Denah ${name}`,
    categories: [
      { name: 'Parkett', price: 75_000, seats: 1 },
      { name: 'Balkon', price: 40_000, seats: 1 },
    ],
  });

  // the editor is in the admin menu
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Denah Kursi' }).click();
  await page.getByLabel('Nama denah').fill(name);
  await addBlock(page, 'Parkett', 12, '10');
  await addBlock(page, 'Balkon', 3);
  await fix(page, ['Parkett', 'L', '1'], 'wheelchair');
  await fix(page, ['Parkett', 'L', '20'], 'wheelchair');
  for (const number of ['1', '2', '3', '4']) await fix(page, ['Balkon', 'C', number], 'unsold');
  await expect(page.getByTestId('plan-counts')).toHaveText('300 tempat · 2 kursi roda · 4 tidak dijual');
  await expect(seat(page, 'Parkett', 'L', '19')).toHaveAttribute('aria-label', /Pendamping/);
  await page.getByRole('button', { name: 'Simpan denah' }).click();
  await expect(page.getByText(`Mengubah ${name} versi 1`)).toBeVisible();

  // the show's admin screen: its plan, each section in its zone
  await page.goto(`/manageticket?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Edit Denah ${name}` }).click();
  await page.getByLabel('Denah', { exact: true }).selectOption({ label: `${name} · Versi 1 · 300 Kursi` });
  await page.getByLabel('Zona harga bagian Parkett').selectOption({ label: 'Parkett' });
  await page.getByLabel('Zona harga bagian Balkon').selectOption({ label: 'Balkon' });
  await page.getByRole('button', { name: 'Pakai denah ini' }).click();
  await expect(page.getByText('Denah pertunjukan disimpan')).toBeVisible();

  // the public map: 300 places of those kinds, each section in its zone
  const res = await page.request.get(`/api/v1/tiket/${show.id}/seats`);
  const map = (await res.json()).data as {
    seats: { section: string; kind: string; state: string; zone: number }[];
  };
  const count = (test: (s: (typeof map.seats)[number]) => boolean) => map.seats.filter(test).length;
  expect(map.seats).toHaveLength(300);
  expect(count((s) => s.kind === 'wheelchair')).toBe(2);
  expect(count((s) => s.kind === 'companion')).toBe(2);
  expect(count((s) => s.state === 'blocked')).toBe(4);
  expect(count((s) => s.section === 'Parkett' && s.zone === show.categories[0]?.id)).toBe(240);
  expect(count((s) => s.section === 'Balkon' && s.zone === show.categories[1]?.id)).toBe(60);
});

import { chromium, type Page } from '@playwright/test';
import { budgets, type Figure } from './budgets.js';
import { BENCH_ADMIN } from './servers.js';
import { auth, json, login } from './ticket-race.js';

/** Offline sales measured, one ticket each: the till's share covers them all. */
const SALES = 20;
const PRICE = 30_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function call(site: string, admin: string, method: string, url: string, body: unknown) {
  const res = await fetch(`${site}/api/v1${url}`, { method, headers: auth(admin), body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await json(res)).data as Record<string, unknown>;
}

/** A show tonight whose door has a quota, and a door pass for it with the right to sell: its secret. */
async function sellingDoor(site: string, admin: string) {
  const now = Date.now();
  const show = await call(site, admin, 'POST', '/tiket', {
    nama_pertujukan: 'Bench: Kasir Pintu',
    tanggal_pertujukan: new Date(now + 3 * 3_600_000).toISOString(),
    tempat_pertujukan: 'Gedung Kesenian Lampung',
    tanggal_mulai_penjualan: new Date(now - 3_600_000).toISOString(),
    tanggal_selesai_penjualan: new Date(now + 2 * 3_600_000).toISOString(),
    categories: [{ name: 'Reguler', price: PRICE, seats: 200 }],
  });
  const categoryId = (show.categories as { id: number }[])[0]?.id;
  await call(site, admin, 'PUT', `/door/shows/${show.id}/quota`, { categories: [{ id: categoryId, seats: 100 }] });
  const pass = await call(site, admin, 'POST', '/door/passes', { label: 'Bench Kasir', showId: show.id });
  await call(site, admin, 'POST', `/door/passes/${pass.id}/selling`, { canSell: true });
  return String(pass.link).split('#pass=')[1] ?? '';
}

/** The door app's `door:sale` measures: tap on Jual to the sale's tickets painted, in ms. */
const saleMeasures = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('door:sale').map((m) => m.duration));

/** The till opened online with a share of SALES seats, then SALES cash sales with no signal at 4x CPU slowdown. */
async function offlineSales(page: Page) {
  await page.getByRole('button', { name: 'Buka pintu' }).click();
  await page.getByTestId('door-mode').filter({ hasText: 'Online' }).waitFor({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Jual tiket' }).click();
  await page.getByLabel('Uang kas awal (Rp)').fill('0');
  await page.getByLabel(/Jatah offline Reguler/).fill(String(SALES));
  await page.getByRole('button', { name: 'Buka shift' }).click();
  await page
    .getByTestId('till-share')
    .filter({ hasText: `${SALES} tiket` })
    .waitFor({ timeout: 10_000 });
  const cdp = await page.context().newCDPSession(page);
  await page.context().setOffline(true);
  await page.getByTestId('door-mode').filter({ hasText: 'Offline' }).waitFor({ timeout: 15_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let i = 0; i < SALES; i++) {
    await page.getByLabel('Nama pembeli').fill(`Pembeli ${i + 1}`);
    await page.getByLabel('Uang diterima (Rp)').fill(String(PRICE));
    await page.getByRole('button', { name: 'Jual', exact: true }).click();
    await page.waitForFunction((n) => performance.getEntriesByName('door:sale').length >= n, i + 1, {
      polling: 'raf',
      timeout: 10_000,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return saleMeasures(page);
}

/**
 * Issue 44's till figure: an offline cash sale on a 360 px phone, from the tap on Jual to its
 * ticket's QR painted (signed ahead by the server, decision 033), at 4x CPU slowdown: p95 of SALES.
 */
export async function doorSaleFigures(site: string, label: string): Promise<Figure[]> {
  const admin = await login(site, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const secret = await sellingDoor(site, admin);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site}/checkin#pass=${secret}`);
    const sales = await offlineSales(page);
    return [
      {
        name: `${label} door offline sale to ticket on screen p95`,
        value: percentile(sales, 95),
        unit: 'ms',
        budget: budgets.doorSaleP95Ms,
        note: `Chromium at 4x CPU slowdown, ${sales.length} cash sales of one ticket (median ${percentile(sales, 50).toFixed(0)} ms, max ${Math.max(...sales).toFixed(0)} ms)`,
      },
    ];
  } finally {
    await browser.close();
  }
}

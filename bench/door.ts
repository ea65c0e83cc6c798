import { chromium, type Page } from '@playwright/test';
import { budgets, type Figure } from './budgets.js';
import { DOOR_SEATS, soldOutShow } from './door-show.js';
import { BENCH_ADMIN } from './servers.js';
import { login } from './ticket-race.js';

const DOWNLOADS = 3;
const SCANS = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** The door app's own measures (performance.measure in the app): durations of `name`, in ms. */
const measures = (page: Page, name: string) =>
  page.evaluate((entry) => performance.getEntriesByName(entry).map((m) => m.duration), name);

/** Opens the door for the show (the setup screen's button), the list downloaded whole: its time in s. */
async function downloadOnce(page: Page, run: number) {
  await page.getByRole('button', { name: 'Buka pintu' }).click();
  await page.waitForFunction((n) => performance.getEntriesByName('door:download').length >= n, run, {
    timeout: 60_000,
  });
  await page.getByTestId('door-mode').filter({ hasText: 'Online' }).waitFor({ timeout: 15_000 });
  return ((await measures(page, 'door:download')).at(-1) ?? Number.NaN) / 1000;
}

/**
 * Offline, at 4x CPU slowdown: one scan at a time as a hardware scanner makes it (the code typed,
 * then Enter), each waited for until its result is painted. Most admit by their short code, every
 * fifth by its signed QR text (the signature checked on the device), every tenth is a repeat.
 */
async function offlineScans(page: Page, tickets: { code: string; qr: string }[]) {
  const cdp = await page.context().newCDPSession(page);
  await page.context().setOffline(true);
  await page.getByTestId('door-mode').filter({ hasText: 'Offline' }).waitFor({ timeout: 10_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const field = page.getByLabel('Kode Tiket');
  for (let i = 0; i < SCANS; i++) {
    const ticket = tickets[i % 10 === 9 ? i - 1 : i] ?? tickets[0];
    await field.focus();
    await page.keyboard.type(i % 5 === 4 ? (ticket?.qr ?? '') : (ticket?.code ?? ''));
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => performance.getEntriesByName('door:scan').length >= n, i + 1, {
      polling: 'raf',
      timeout: 10_000,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return measures(page, 'door:scan');
}

/**
 * Issue 26's door figures: a 2,000-seat show's list onto a door device (Chromium, through the app:
 * every page fetched and stored in IndexedDB; worst of three), and the offline scan-to-result time
 * at 4x CPU slowdown (p95 of 100 scans, from the Enter key to the painted result).
 */
export async function doorFigures(site: string, label: string, onPostgres: boolean): Promise<Figure[]> {
  const admin = await login(site, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const { tickets, secret } = await soldOutShow(site, admin);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${site}/checkin#pass=${secret}`);
    const downloads: number[] = [];
    for (let run = 1; run <= DOWNLOADS; run++) {
      if (run > 1) await page.getByRole('button', { name: 'Ganti pertunjukan' }).click();
      downloads.push(await downloadOnce(page, run));
    }
    const scans = await offlineScans(page, tickets);
    return [
      {
        name: `${label} door list of ${DOOR_SEATS.toLocaleString('en-US')} seats`,
        value: Math.max(...downloads),
        unit: 's',
        ...(onPostgres ? { budget: budgets.doorListSeconds } : {}),
        note: `worst of ${DOWNLOADS} (${downloads.map((s) => s.toFixed(2)).join(', ')} s), fetched and stored in IndexedDB${onPostgres ? '' : '; budget is for PostgreSQL'}`,
      },
      {
        name: `${label} door offline scan to result p95`,
        value: percentile(scans, 95),
        unit: 'ms',
        budget: budgets.doorScanP95Ms,
        note: `Chromium at 4x CPU slowdown, ${scans.length} scans (median ${percentile(scans, 50).toFixed(0)} ms, max ${Math.max(...scans).toFixed(0)} ms)`,
      },
    ];
  } finally {
    await browser.close();
  }
}

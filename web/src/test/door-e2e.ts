import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { adminToken } from './e2e';
import { showThroughApi } from './shows';

/** The admin's calls for a door test's data, through the API. */
export async function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const call = async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const res = await request[method](url, { headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return { call, headers };
}

/** A show on sale with `seats` seats, `days` days from now; its id. */
export async function newShow(request: APIRequestContext, name: string, seats: number, days: number) {
  const categories = [{ name: 'Reguler', price: 30_000, seats }];
  return (await showThroughApi(request, { name, startsIn: 24 * days, salesCloseIn: 24 * days - 1, categories })).id;
}

export interface BoughtSeat {
  code: string;
  qr: string;
}

/** A buyer account that orders and pays (sandbox) through the API; each order's id and seats. */
export async function buyer(request: APIRequestContext) {
  const email = `pintu.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@contoh.id`;
  const password = 'rahasia-123';
  await request.post('/api/v1/users/signup', { data: { name: 'Penonton Pintu', email, password, accept_terms: true } });
  const login = await request.post('/api/v1/users/login', { data: { email, password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  return async function buy(showId: number, count: number, name: string) {
    const placed = await request.post('/api/v1/tiket/user/pesan', {
      headers,
      data: { nama_user: name, no_telp: '081234567890', jumlah_tiket: count, id_tiket: showId },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { token, order_id } = ((await placed.json()) as { data: { token: string; order_id: string } }).data;
    expect(
      (await request.post(`/api/v1/payment/sandbox/${token}`, { headers, data: { result: 'settlement' } })).ok(),
    ).toBe(true);
    const history = await request.get('/api/v1/tiket/user/history?limit=100', { headers });
    const rows = ((await history.json()) as { data: { id: number; order_id: string; tickets: BoughtSeat[] }[] }).data;
    const order = rows.find((row) => row.order_id === order_id);
    if (!order) throw new Error(`order ${order_id} not in the history`);
    return { id: order.id, seats: order.tickets };
  };
}

/** A door pass for the show, opened on a new device (browser context): its page, at the open door. */
export async function openDevice(browser: Browser, request: APIRequestContext, label: string, showId: number) {
  const { call } = await adminApi(request);
  const pass = await call<{ data: { id: number; link: string } }>('post', '/api/v1/door/passes', { label, showId });
  const context: BrowserContext = await browser.newContext({ baseURL: new URL(pass.data.link).origin });
  const page: Page = await context.newPage();
  await page.goto(new URL(pass.data.link).pathname + new URL(pass.data.link).hash);
  await expect(page.getByRole('heading', { name: 'Check-in Penonton' })).toBeVisible();
  await expect(page.getByLabel('Nama perangkat')).toHaveValue(label);
  await page.getByRole('button', { name: 'Buka pintu' }).click();
  await expect(page.getByTestId('door-mode')).toHaveText('Online');
  // the service worker took the page over: a reload without a connection still opens the door
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  return { context, page, passId: pass.data.id };
}

/** A scan as a hardware scanner makes it: the code typed into the field, then Enter. */
export async function scan(page: Page, text: string) {
  const field = page.getByLabel('Kode Tiket');
  await field.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The device's scans in IndexedDB: every id, and how many wait to upload. */
export const scansOn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; sent: number }[]>((resolve, reject) => {
        const open = indexedDB.open('teater-door');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('scans').objectStore('scans').getAll();
          all.onsuccess = () => resolve(all.result as { id: string; sent: number }[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** An admin's device (logged in on `page`) opening the door for one show only. */
export async function openDoorAsAdmin(page: Page, showName: string) {
  await page.goto('/checkin');
  await expect(page.getByRole('button', { name: 'Buka pintu' })).toBeVisible();
  // The setup ticks every open show of today, and tests running beside this one make shows too: the
  // list of ticked boxes shrinks with each untick, so the first one is unticked until none is left
  // (`.all()` gave positions in a list that no longer held them once two were ticked).
  const ticked = page.getByRole('checkbox', { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await page.getByRole('checkbox', { name: showName }).check();
  await page.getByRole('button', { name: 'Buka pintu' }).click();
  await expect(page.getByTestId('door-mode')).toHaveText('Online');
}

import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import type { DoorSale, DoorSaleInput, DoorShift } from '@teater/contract';
import { adminApi } from './door-e2e';
import { uniqueEmail } from './e2e';
import { hoursFromNow, showThroughApi } from './shows';

/** The price of the money test's one category: every figure of its report is a multiple of it. */
export const PRICE = 50_000;
export const GIFT = 150_000;

/** What the day's sales of the money test made: the show, the campaign and each order's reference. */
export interface MoneySales {
  showId: number;
  showName: string;
  campaign: string;
  /** two tickets online with the 10% voucher: Rp 90.000 paid, Rp 10.000 off */
  voucherOrder: string;
  /** one ticket online, paid, then refunded by the admin */
  refundedOrder: string;
  /** two tickets at the door, cash */
  cashOrder: string;
  /** one ticket at the door, QRIS paid on the sandbox */
  qrisOrder: string;
  subscriptionOrder: string;
  giftOrder: string;
}

type Call = Awaited<ReturnType<typeof adminApi>>['call'];

/** A new member's bearer header, signed up and logged in through the API. */
async function member(request: APIRequestContext) {
  const email = uniqueEmail('uang');
  const password = 'rahasia-123';
  const joined = await request.post('/api/v1/users/signup', {
    data: { name: 'Siti Aminah', email, password, accept_terms: true },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const login = await request.post('/api/v1/users/login', { data: { email, password } });
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** POST as `headers`, expecting 201; the answer's data. */
async function created<T>(request: APIRequestContext, url: string, headers: Record<string, string>, data: unknown) {
  const res = await request.post(url, { headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { data: T }).data;
}

/** The sandbox's checkout, paid ('settlement') by the buyer. */
async function pay(request: APIRequestContext, headers: Record<string, string>, token: string) {
  const res = await request.post(`/api/v1/payment/sandbox/${token}`, { headers, data: { result: 'settlement' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A campaign of the test's own, running now, with a goal of Rp 10.000.000 (made through the API). */
export async function campaignOf(request: APIRequestContext, headers: Record<string, string>, judul: string) {
  const res = await request.post('/api/v1/kampanyes', {
    headers,
    multipart: {
      judul,
      cerita: 'Lampu panggung kami berumur dua puluh tahun.',
      target: '10000000',
      mulai: hoursFromNow(-0.5),
      selesai: hoursFromNow(24 * 30),
      nominal_saran: '50000, 150000, 500000',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Web sales as a member: two tickets with the voucher, and one the admin refunds; each paid on the sandbox. */
async function webSales(request: APIRequestContext, call: Call, buyer: Record<string, string>, show: ShowIds) {
  const code = `UANG-${Date.now().toString(36).toUpperCase()}`;
  await call('post', '/api/v1/vouchers', { code, kind: 'percent', amount: 10, show_ids: [show.id] });
  const order = (data: object) =>
    created<{ token: string; order_id: string }>(request, '/api/v1/tiket/user/pesan', buyer, {
      nama_user: 'Siti Aminah',
      no_telp: '081234567890',
      id_tiket: show.id,
      ...data,
    });
  const withVoucher = await order({ categories: [{ id: show.categoryId, count: 2 }], voucher: code });
  await pay(request, buyer, withVoucher.token);
  const refunded = await order({ jumlah_tiket: 1 });
  await pay(request, buyer, refunded.token);
  const history = await request.get('/api/v1/tiket/user/history?limit=100', { headers: buyer });
  const rows = ((await history.json()) as { data: { id: number; order_id: string }[] }).data;
  const id = rows.find((row) => row.order_id === refunded.order_id)?.id;
  await call('post', `/api/v1/tiket/orders/${id}/refund`);
  return { voucherOrder: withVoucher.order_id, refundedOrder: refunded.order_id };
}

interface ShowIds {
  id: number;
  categoryId: number;
}

/**
 * Door sales on a pass that may sell, opened in a request context of its own (the device's session
 * cookie): a till opened, two tickets for cash, one by QRIS paid on the sandbox by the buyer's phone.
 */
async function doorSales(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
  buyer: Record<string, string>,
  show: ShowIds,
) {
  const { call, headers } = await adminApi(request);
  const label = `Kasir ${randomUUID().slice(0, 6)}`;
  const pass = (
    await call<{ data: { id: number; link: string } }>('post', '/api/v1/door/passes', { label, showId: show.id })
  ).data;
  await call('post', `/api/v1/door/passes/${pass.id}/selling`, { canSell: true });
  const quota = await request.put(`/api/v1/door/shows/${show.id}/quota`, {
    headers,
    data: { categories: [{ id: show.categoryId, seats: 10 }] },
  });
  expect(quota.status(), await quota.text()).toBe(200);
  const device = await playwright.request.newContext({ baseURL: new URL(pass.link).origin });
  const secret = pass.link.split('#pass=')[1] ?? '';
  expect((await device.post('/api/v1/door/activate', { data: { secret } })).status()).toBe(200);
  const till = { id: randomUUID(), name: label };
  const shift = await created<DoorShift>(
    device,
    '/api/v1/door/shifts',
    {},
    {
      showId: show.id,
      device: till,
      float: 100_000,
      shares: [],
    },
  );
  const sale = (count: number, extra: Partial<DoorSaleInput>): DoorSaleInput => ({
    key: randomUUID(),
    showId: show.id,
    shiftId: shift.id,
    device: till,
    categoryId: show.categoryId,
    count,
    buyer: { name: 'Budi Santoso', phone: '', email: '' },
    method: 'cash',
    received: count * PRICE,
    offline: false,
    soldAt: new Date().toISOString(),
    codes: [],
    seats: [],
    ...extra,
  });
  const cash = await created<DoorSale>(device, '/api/v1/door/sales', {}, sale(2, {}));
  const qris = await created<DoorSale>(device, '/api/v1/door/sales', {}, sale(1, { method: 'qris', received: null }));
  await pay(device, buyer, qris.qris?.url.split('/').pop() ?? '');
  await device.dispose();
  return { cashOrder: cash.orderId, qrisOrder: qris.orderId };
}

/**
 * The day's sales of the money test, each through its own API as the API test makes them
 * (api/src/test/finance-sales.ts), on a show and a campaign of the test's own: tickets online (one
 * order with a voucher, one refunded), at the door (cash and QRIS), a Sahabat month and a gift,
 * every online payment settled on the sandbox.
 */
export async function sellForTheDay(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<MoneySales> {
  const { call, headers: admin } = await adminApi(request);
  const showName = `Laporan Uang ${Date.now()}`;
  // far ahead, so it leads the report's list of shows (newest date first) whatever others make
  const made = await showThroughApi(request, {
    name: showName,
    startsIn: 24 * 120,
    categories: [{ name: 'Reguler', price: PRICE, seats: 40 }],
  });
  const show = { id: made.id, categoryId: made.categories[0]?.id ?? 0 };
  const buyer = await member(request);
  const web = await webSales(request, call, buyer, show);
  const door = await doorSales(request, playwright, buyer, show);

  const subscription = await created<{ token: string; order_id: string }>(request, '/api/v1/payment', buyer, {});
  await pay(request, buyer, subscription.token);
  const campaign = `Lampu Laporan ${Date.now()}`;
  const campaignId = await campaignOf(request, admin, campaign);
  const gift = await created<{ token: string; order_id: string }>(request, '/api/v1/donations', buyer, {
    campaign_id: campaignId,
    amount: GIFT,
    name: 'Siti Aminah',
    email: uniqueEmail('donasi'),
    on_wall: false,
  });
  await pay(request, buyer, gift.token);
  return {
    showId: show.id,
    showName,
    campaign,
    ...web,
    ...door,
    subscriptionOrder: subscription.order_id,
    giftOrder: gift.order_id,
  };
}

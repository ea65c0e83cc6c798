import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { settlementLines } from '../finance/schema.js';
import { payments } from '../payments/schema.js';
import type { Caller, TestApp } from './app.js';
import { createCampaign, give, namedGift, notify } from './donations.js';
import { openTill, saleData, saleOf, sell, sellingDevice, showWithQuota } from './door-sales.js';
import { createShow, decide } from './payments.js';

/** What the money reports' tests made, to read again. */
export interface DaySales {
  /** the door device's caller (a door pass: no admin) */
  door: Caller;
  /** refunds the door's cash sale at its till */
  doorRefund: () => ReturnType<Caller['post']>;
  /** a paid web order an admin refunded */
  refundedOrder: string;
  /** the voucher order of the show with a 10% entertainment tax */
  taxedOrder: string;
}

/** The day's real sales, each through its own API: web tickets (one with a voucher, one refunded), door cash, a subscription, a gift. */
export async function sellEverything(t: TestApp, admin: Caller): Promise<DaySales> {
  // a show with a 10% entertainment tax included in its Rp 110.000 tickets
  const show = await createShow(t, { harga_tiket: 110_000, harga_kategori_tiket: 110_000, pajak_hiburan: 10 });
  const buyer = await t.newUser();
  const voucher = await admin.post('/api/v1/vouchers', { code: 'LAPORAN-10', kind: 'percent', amount: 10 });
  assert.equal(voucher.statusCode, 201, voucher.body);
  const placed = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti Aminah',
    no_telp: '0812-3456-7890',
    id_tiket: show.id,
    categories: [{ id: show.categories[0]?.id, count: 2 }],
    voucher: 'LAPORAN-10',
  });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((await decide(buyer, placed.json().data.token, 'settlement')).statusCode, 200);
  const taxedOrder: string = placed.json().data.order_id;

  const refunded = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti Aminah',
    no_telp: '0812-3456-7890',
    id_tiket: show.id,
    jumlah_tiket: 1,
  });
  assert.equal(refunded.statusCode, 201, refunded.body);
  assert.equal((await decide(buyer, refunded.json().data.token, 'settlement')).statusCode, 200);
  const refundedOrder: string = refunded.json().data.order_id;
  const history = (await buyer.get(`/api/v1/tiket/user/history?id_user=${buyer.id}`)).json().data as {
    id: number;
    order_id: string;
  }[];
  const orderId = history.find((o) => o.order_id === refundedOrder)?.id;
  const refund = await admin.post(`/api/v1/tiket/orders/${orderId}/refund`);
  assert.equal(refund.statusCode, 200, refund.body);

  // two tickets sold for cash at the door
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const device = await sellingDevice(t, admin, showId);
  const shift = await openTill(device.caller, device.device, showId, 100_000);
  const sold = saleOf(shift, device.device, categoryId, 2);
  const sale = await sell(device.caller, sold);
  const doorRefund = () => device.caller.post(`/api/v1/door/sales/${sold.key}/refund`, { shiftId: shift.id });
  assert.equal(sale.statusCode, 201, sale.body);
  assert.equal(saleData(sale).total, 100_000);

  // a Sahabat month, and a gift
  const member = await t.newUser();
  const sub = await member.post('/api/v1/payment', { id_user: member.id, amount: 65000 });
  assert.equal(sub.statusCode, 201, sub.body);
  assert.equal((await decide(member, sub.json().data.token, 'settlement')).statusCode, 200);
  const campaign = await createCampaign(t);
  const gift = await give(member, namedGift(campaign.id, 150_000));
  assert.equal((await notify(t, gift)).statusCode, 200);

  // Midtrans' report kept Rp 2.500 of the voucher order (as the settlement import records it)
  const [paid] = await t.app.db.select().from(payments).where(eq(payments.order_id, placed.json().data.order_id));
  await t.app.db.insert(settlementLines).values({
    order_id: paid?.order_id ?? '',
    payment_id: paid?.id ?? null,
    gross_amount: paid?.gross_amount ?? 0,
    fee_amount: 2_500,
    net_amount: (paid?.gross_amount ?? 0) - 2_500,
  });
  return { door: device.caller, doorRefund, refundedOrder, taxedOrder };
}

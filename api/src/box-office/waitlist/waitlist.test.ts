import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { categoryMessages, waitlistMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { whatsappMessages } from '../../audience/schema.js';
import { auditLog } from '../../core/audit/schema.js';
import { buildTestApp, type Caller, type TestApp } from '../../test/app.js';
import {
  createShow,
  decide,
  expireHold,
  hoursFromNow,
  orderCategories,
  seatsLeftOf,
  TEST_SANDBOX_KEY,
} from '../../test/payments.js';
import { assertSeatsAccounted, claim, entryRow, expireOffer, join, joined, offerMails } from '../../test/waitlist.js';
import { ticketOrders } from '../schema.js';

// HOLD_SWEEP_SECONDS=1: the periodic sweep that ends offers not taken in time runs every second.
let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, HOLD_SWEEP_SECONDS: '1' });
});
after(() => t.close());

/** A show of one category of `seats`, each seat held by its own pending order: sold out. */
async function soldOut(seats: number) {
  const show = await createShow(t, { categories: [{ name: 'Reguler', price: 50_000, seats }] });
  const category = show.categories[0]?.id ?? 0;
  const orders: { buyer: Caller; id: number; order_id: string; token: string }[] = [];
  for (let i = 0; i < seats; i++) {
    const buyer = await t.newUser();
    const res = await orderCategories(buyer, show.id, [[category, 1]]);
    assert.equal(res.statusCode, 201, res.body);
    const { order_id, token } = res.json().data;
    const [row] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, order_id));
    orders.push({ buyer, id: row?.id ?? 0, order_id, token });
  }
  return { show, category, orders };
}

const cancel = (o: { buyer: Caller; id: number }) => o.buyer.post(`/api/v1/tiket/orders/${o.id}/cancel`);
const waitFor = async (check: () => Promise<boolean>, ms = 15_000) => {
  const until = Date.now() + ms;
  while (!(await check()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
  return check();
};

test('joining: only a sold-out category, 1 to 10 seats, once; every refusal in Indonesian', async () => {
  const open = await createShow(t, { categories: [{ name: 'Reguler', price: 50_000, seats: 5 }] });
  const member = await t.newUser();
  const available = await join(member, open.categories[0]?.id ?? 0, 2);
  assert.equal(available.statusCode, 409);
  assert.equal(available.json().message, waitlistMessages.seatsAvailable);
  const { category } = await soldOut(1);
  for (const quantity of [0, 11]) {
    const res = await join(member, category, quantity);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors.quantity, waitlistMessages.quantityRange);
  }
  assert.equal((await join(member, category, 2)).statusCode, 201);
  const twice = await join(member, category, 1);
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().message, waitlistMessages.alreadyIn);
  assert.equal((await join(await t.as('anonymous'), category, 1)).statusCode, 401);
  assert.equal((await join(member, 987_654, 1)).json().message, categoryMessages.notFound);
  const ended = await createShow(t, {
    categories: [{ name: 'Reguler', price: 50_000, seats: 1 }],
    tanggal_mulai_penjualan: hoursFromNow(-5),
    tanggal_selesai_penjualan: hoursFromNow(-1),
  });
  const late = await join(member, ended.categories[0]?.id ?? 0, 1);
  assert.equal(late.statusCode, 400);
  assert.equal(late.json().message, waitlistMessages.notSelling);
});

test('returned seats go to the first in line whose quantity fits, held for them: nobody else can buy them', async () => {
  const { show, category, orders } = await soldOut(3);
  const [first, second, third] = [await t.newUser(), await t.newUser(), await t.newUser()];
  // the second reads WhatsApp too: the offer also goes there, with its link
  const optIn = await second.put('/api/v1/users/me/whatsapp', { granted: true, number: '081298765432' });
  assert.equal(optIn.statusCode, 200, optIn.body);
  const wantsTwo = await joined(first, category, 2);
  const wantsOne = await joined(second, category, 1);
  const alsoOne = await joined(third, category, 1);
  assert.equal((await cancel(orders[0] as never)).statusCode, 200);
  // one seat back: the first in line wants two, so the second gets it
  assert.equal((await entryRow(t, wantsTwo))?.status, 'waiting');
  assert.equal((await entryRow(t, wantsOne))?.status, 'offered');
  assert.equal((await offerMails(t, wantsOne)).length, 1);
  const [message] = await t.app.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.dedupe_key, `waitlist-offer:${wantsOne}`));
  assert.equal(message?.kind, 'waitlist-offer');
  assert.equal(message?.user_id, second.id);
  assert.deepEqual(await seatsLeftOf(t, show.id), [0]);
  const stranger = await t.newUser();
  assert.equal((await orderCategories(stranger, show.id, [[category, 1]])).statusCode, 409);
  // the offer's link: the member reads it and buys it
  const page = await second.get(`/api/v1/tiket/waitlist/${wantsOne}`);
  assert.equal(page.json().data.status, 'offered');
  assert.ok(page.json().data.offer_expires_at);
  assert.equal((await claim(third, wantsOne)).statusCode, 403);
  const bought = await claim(second, wantsOne);
  assert.equal(bought.statusCode, 201, bought.body);
  assert.equal(bought.json().data.total_harga, 50_000);
  assert.equal((await decide(second, bought.json().data.token, 'settlement')).statusCode, 200);
  assert.equal((await entryRow(t, wantsOne))?.status, 'claimed');
  assert.equal((await claim(second, wantsOne)).statusCode, 409);
  // a hold runs out: the sweep gives its seat to the next that fits
  await expireHold(t, orders[1]?.order_id ?? '');
  assert.ok(await waitFor(async () => (await entryRow(t, alsoOne))?.status === 'offered'));
  assert.equal((await entryRow(t, wantsTwo))?.status, 'waiting');
  await assertSeatsAccounted(t, show.id);
});

test('an offer not bought in time passes to the next in line; a declined one at once', async () => {
  const { show, category, orders } = await soldOut(1);
  const [late, next, last] = [await t.newUser(), await t.newUser(), await t.newUser()];
  const lateEntry = await joined(late, category, 1);
  const nextEntry = await joined(next, category, 1);
  const lastEntry = await joined(last, category, 1);
  assert.equal((await cancel(orders[0] as never)).statusCode, 200);
  assert.equal((await entryRow(t, lateEntry))?.status, 'offered');
  await expireOffer(t, lateEntry);
  // the periodic sweep ends it and offers the seat to the next
  assert.ok(await waitFor(async () => (await entryRow(t, nextEntry))?.status === 'offered'));
  assert.equal((await entryRow(t, lateEntry))?.status, 'lapsed');
  assert.equal((await offerMails(t, nextEntry)).length, 1);
  const tooLate = await claim(late, lateEntry);
  assert.equal(tooLate.statusCode, 409);
  assert.equal(tooLate.json().message, waitlistMessages.offerGone);
  // declined: straight to the last in line
  assert.equal((await next.delete(`/api/v1/tiket/waitlist/${nextEntry}`)).statusCode, 200);
  assert.equal((await entryRow(t, lastEntry))?.status, 'offered');
  await assertSeatsAccounted(t, show.id);
});

test('a refund gives the seats to the waiting list; admins see, edit and remove entries, each in the audit log', async () => {
  const { show, category, orders } = await soldOut(2);
  const paid = orders[0];
  assert.ok(paid);
  assert.equal((await decide(paid.buyer, paid.token, 'settlement')).statusCode, 200);
  const [a, b] = [await t.newUser(), await t.newUser()];
  const aEntry = await joined(a, category, 2);
  const bEntry = await joined(b, category, 2);
  const admin = await t.as('admin');
  const list = await admin.get(`/api/v1/tiket/waitlist?id_tiket=${show.id}`);
  assert.equal(list.statusCode, 200);
  assert.deepEqual(
    list.json().data.map((e: { id: number; position: number }) => [e.id, e.position]),
    [
      [aEntry, 1],
      [bEntry, 2],
    ],
  );
  assert.equal((await a.get(`/api/v1/tiket/waitlist?id_tiket=${show.id}`)).statusCode, 403);
  // one seat refunded: nobody wants one; an admin makes the second entry one seat, and it is offered
  assert.equal((await admin.post(`/api/v1/tiket/orders/${paid.id}/refund`)).statusCode, 200);
  assert.equal((await entryRow(t, aEntry))?.status, 'waiting');
  const edited = await admin.patch(`/api/v1/tiket/waitlist/${bEntry}`, { quantity: 1 });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal((await entryRow(t, bEntry))?.status, 'offered');
  const offeredEdit = await admin.patch(`/api/v1/tiket/waitlist/${bEntry}`, { quantity: 2 });
  assert.equal(offeredEdit.json().message, waitlistMessages.offeredNotEditable);
  // removed by an admin: the seat is back on sale (nobody else fits)
  assert.equal((await admin.delete(`/api/v1/tiket/waitlist/${bEntry}`)).statusCode, 200);
  assert.equal((await entryRow(t, bEntry))?.status, 'removed');
  assert.deepEqual(await seatsLeftOf(t, show.id), [1]);
  const audited = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'waitlist_entries'), eq(auditLog.record_id, bEntry)));
  assert.deepEqual(audited.map((e) => e.action).sort(), ['delete', 'update']);
  await assertSeatsAccounted(t, show.id);
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { payments, ticketOrders } from '../db/schema.js';
import { createShow, decide, stockOf as firstStockOf, order, TEST_SANDBOX_KEY } from '../payments/testing.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { doorTicketOf } from '../test/door-fixture.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

const stockOf = (id: number) => firstStockOf(t, id);

test('deleting an account keeps its payments and orders, frees its held seats, and its tickets still admit', async () => {
  const admin = await t.as('admin');
  const buyer = await t.newUser('user', 'pembeli.hapus@contoh.id');
  const show = await createShow(t, { jumlah_stok_tiket: 10 });

  // A paid subscription, a paid order of 2 and an unpaid order of 3 holding seats.
  const subscription = (await buyer.post('/api/v1/payment', {})).json().data;
  assert.equal((await decide(buyer, subscription.token, 'settlement')).statusCode, 200);
  const paid = (await order(buyer, show.id, 2)).json().data;
  await decide(buyer, paid.token, 'settlement');
  const pending = (await order(buyer, show.id, 3)).json().data;
  assert.equal(await stockOf(show.id), 5);
  const history = (await buyer.get('/api/v1/tiket/user/history')).json().data as {
    order_id: string;
    ticket_code: string | null;
  }[];
  const code = history.find((o) => o.order_id === paid.order_id)?.ticket_code;
  assert.ok(code);

  assert.equal((await admin.delete(`/api/v1/users/${buyer.id}`)).statusCode, 200);

  // The unpaid order gave its three seats back at once, and is cancelled.
  assert.equal(await stockOf(show.id), 8);
  const [held] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, pending.order_id));
  assert.equal(held?.status, 'cancelled');
  assert.equal(held?.holdsStock, false);
  const shows = (await (await t.as('anonymous')).get(`/api/v1/tiket/${show.id}`)).json().data;
  assert.equal(shows.jumlah_stok_tiket, 8, 'the public answer is not stale');

  // Every payment stays, with the buyer as at purchase and no account.
  const kept = await t.app.db.select().from(payments).where(eq(payments.buyer_email, 'pembeli.hapus@contoh.id'));
  assert.equal(kept.length, 3);
  assert.ok(kept.every((p) => p.id_user === null && p.buyer_name === 'Uji user'));
  const listed = (await admin.get('/api/v1/payment?q=pembeli.hapus')).json();
  assert.equal(listed.meta.total, 3);
  const row = listed.data.find((p: { order_id: string }) => p.order_id === subscription.order_id);
  assert.equal(row.user, null);
  assert.deepEqual(row.buyer, { name: 'Uji user', email: 'pembeli.hapus@contoh.id' });
  assert.equal(row.status, 'paid');
  const orders = (await admin.get(`/api/v1/tiket/orders?id_tiket=${show.id}`)).json();
  assert.equal(orders.meta.total, 2);
  assert.ok(orders.data.every((o: { buyer_email: string }) => o.buyer_email === 'pembeli.hapus@contoh.id'));

  // The paid tickets still admit at the door, with the buyer's name for a show still to come.
  const entry = await doorTicketOf(admin, show.id, code);
  assert.deepEqual([entry?.status, entry?.of, entry?.name], ['valid', 2, 'Siti Aminah']);
});

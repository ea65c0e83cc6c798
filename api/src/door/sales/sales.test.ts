import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { ticketOrders } from '../../box-office/schema.js';
import { auditLog } from '../../core/audit/schema.js';
import { payments } from '../../payments/schema.js';
import { admin, t, useBoxOffice } from '../../test/box-office-fixture.js';
import { openTill, saleData, saleOf, sell, sellingDevice, showWithQuota } from '../../test/door-sales.js';
import { decide, order, seatsLeftOf } from '../../test/payments.js';

useBoxOffice();

const auditRows = (resource: string, action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.action, action), eq(auditLog.record_id, id)));

test('a cash sale at the door is a paid door order with its tickets and change; uploaded twice it is one order', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 200000);
  const sale = saleOf(shift, device, categoryId, 2, { received: 120000 });

  const first = await sell(caller, sale);
  assert.equal(first.statusCode, 201, first.body);
  const again = await sell(caller, sale);
  assert.equal(again.statusCode, 200, again.body);
  const shown = saleData(again);
  assert.equal(shown.status, 'paid');
  assert.equal(shown.total, 100000);
  assert.equal(shown.change, 20000);
  assert.equal(shown.tickets.length, 2);
  assert.deepEqual(saleData(first).tickets, shown.tickets);

  const orders = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, shown.orderId));
  assert.equal(orders.length, 1);
  assert.equal(orders[0]?.channel, 'door');
  const [paid] = await t.app.db.select().from(payments).where(eq(payments.order_id, shown.orderId));
  assert.deepEqual([paid?.channel, paid?.method, paid?.transaction_status], ['door', 'cash', 'settlement']);
  const [{ n } = { n: 0 }] = await t.app.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'door_sales'), eq(auditLog.action, 'create')));
  assert.ok(n >= 1);
  // the door's tickets are on the door's list, valid
  const list = await caller.get(`/api/v1/door/shows/${showId}/tickets`);
  assert.ok(list.json().data.some((row: { code: string }) => row.code === shown.tickets[0]?.code));
});

test('the online shop never sells the door quota; two devices offline never sell more than it', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 12, 10);
  assert.deepEqual(await seatsLeftOf(t, showId), [2]);
  const buyer = await t.newUser();
  assert.equal((await order(buyer, showId, 3)).statusCode, 409, 'the shop has 2 seats, not the door’s 10');
  assert.equal((await order(buyer, showId, 2)).statusCode, 201);

  const a = await sellingDevice(t, admin, showId);
  const b = await sellingDevice(t, admin, showId);
  const shiftA = await openTill(a.caller, a.device, showId, 0, [{ categoryId, seats: 6 }]);
  const shiftB = await openTill(b.caller, b.device, showId, 0, [{ categoryId, seats: 6 }]);
  assert.deepEqual(shiftA.shares, [{ categoryId, seats: 6, sold: 0 }]);
  assert.deepEqual(shiftB.shares, [{ categoryId, seats: 4, sold: 0 }], 'the second device gets what is left');

  // each device sold one at a time with no signal, more than its share; the uploads race
  const offline = { offline: true };
  const salesA = Array.from({ length: 7 }, () => saleOf(shiftA, a.device, categoryId, 1, offline));
  const salesB = Array.from({ length: 6 }, () => saleOf(shiftB, b.device, categoryId, 1, offline));
  const answers = await Promise.all([
    ...salesA.map((sale) => sell(a.caller, sale)),
    ...salesB.map((sale) => sell(b.caller, sale)),
  ]);
  const statuses = answers.map((res) => res.statusCode);
  assert.equal(statuses.filter((s) => s === 201).length, 10, statuses.join());
  assert.equal(statuses.filter((s) => s === 409).length, 3, statuses.join());
  const [{ n } = { n: 0 }] = await t.app.db
    .select({ n: count() })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.id_tiket, showId), eq(ticketOrders.channel, 'door'), eq(ticketOrders.status, 'paid')));
  assert.equal(n, 10);
  assert.deepEqual(await seatsLeftOf(t, showId), [0], 'never oversold');
  const quota = (await a.caller.get(`/api/v1/door/shows/${showId}/quota`)).json().data;
  assert.equal(quota[0].sold, 10);
});

test('QRIS: a dynamic QR through the gateway; paid in the sandbox, the tickets are issued; offline QRIS is refused', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 0);
  const offline = await sell(caller, saleOf(shift, device, categoryId, 1, { method: 'qris', offline: true }));
  assert.equal(offline.statusCode, 400);

  const sale = saleOf(shift, device, categoryId, 2, { method: 'qris', received: null });
  const charged = await sell(caller, sale);
  assert.equal(charged.statusCode, 201, charged.body);
  const pending = saleData(charged);
  assert.equal(pending.status, 'pending');
  assert.match(pending.qris?.qrString ?? '', /^https?:\/\/.+\/payment\/sandbox\/[\w-]+$/);
  const token = pending.qris?.url.split('/').pop() ?? '';
  const buyer = await t.newUser();
  assert.equal((await decide(buyer, token, 'settlement')).statusCode, 200);

  const paid = saleData(await caller.get(`/api/v1/door/sales/${sale.key}`));
  assert.equal(paid.status, 'paid');
  assert.equal(paid.tickets.length, 2);
  assert.equal(paid.qris, null);
  const [row] = await t.app.db.select().from(payments).where(eq(payments.order_id, paid.orderId));
  assert.deepEqual([row?.channel, row?.method], ['door', 'qris']);
});

test('a shift closes with the cash counted: expected (float + cash sales - refunds), the difference, all audited', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 200000, [{ categoryId, seats: 3 }]);
  const kept = saleOf(shift, device, categoryId, 3, { received: 200000, offline: true });
  const refunded = saleOf(shift, device, categoryId, 1);
  assert.equal((await sell(caller, kept)).statusCode, 201);
  assert.equal((await sell(caller, refunded)).statusCode, 201);
  const refund = await caller.post(`/api/v1/door/sales/${refunded.key}/refund`, { shiftId: shift.id });
  assert.equal(refund.statusCode, 200, refund.body);
  assert.equal(saleData(refund).status, 'refunded');
  assert.equal((await caller.post(`/api/v1/door/sales/${refunded.key}/refund`, { shiftId: shift.id })).statusCode, 409);

  const closed = await caller.post(`/api/v1/door/shifts/${shift.id}/close`, { counted: 340000 });
  assert.equal(closed.statusCode, 200, closed.body);
  const report = closed.json().data;
  assert.equal(report.expected, 200000 + 200000 - 50000);
  assert.equal(report.counted, 340000);
  assert.equal(report.difference, -10000);
  assert.deepEqual(report.lines, [{ category: 'Reguler', method: 'cash', tickets: 4, amount: 200000 }]);
  assert.equal((await caller.post(`/api/v1/door/shifts/${shift.id}/close`, { counted: 1 })).statusCode, 409);

  const listed = (await admin.get(`/api/v1/door/shows/${showId}/shifts`)).json().data;
  assert.equal(listed[0].difference, -10000);
  assert.equal((await auditRows('door_shifts', 'update', shift.id)).length, 1);
  assert.equal((await auditRows('door_shifts', 'create', shift.id)).length, 1);
  const [refundRow] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'door_sales'), eq(auditLog.action, 'refund')));
  assert.ok(refundRow?.summary?.includes(saleData(refund).orderId));
});

test('unsold quota returns to online sale at the admin’s hour; a device’s share stays with it', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 10, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  await openTill(caller, device, showId, 0, [{ categoryId, seats: 4 }]);
  const past = new Date(Date.now() - 60_000).toISOString();
  const set = await admin.put(`/api/v1/door/shows/${showId}/quota`, {
    categories: [{ id: categoryId, seats: 10 }],
    releaseAt: past,
  });
  assert.equal(set.statusCode, 200, set.body);
  const { releaseDueQuotas } = await import('./quotas.js');
  assert.ok((await releaseDueQuotas(t.app.db)).includes(showId));
  assert.deepEqual(await seatsLeftOf(t, showId), [6]);
  const quota = (await caller.get(`/api/v1/door/shows/${showId}/quota`)).json().data;
  assert.equal(quota[0].seats, 4);
});

test('door sales are in the admin’s payment and order lists and CSVs with their channel and method', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 0);
  const sold = saleData(await sell(caller, saleOf(shift, device, categoryId, 1, { received: 50000 })));
  const payments = (await admin.get(`/api/v1/payment?q=${sold.orderId}`)).json().data;
  assert.deepEqual([payments[0]?.channel, payments[0]?.method], ['door', 'cash']);
  const orders = (await admin.get(`/api/v1/tiket/orders?q=${sold.orderId}`)).json().data;
  assert.deepEqual([orders[0]?.channel, orders[0]?.method], ['door', 'cash']);
  const csv = (await admin.get(`/api/v1/payment/export.csv?q=${sold.orderId}`)).body.split(/\r?\n/);
  assert.ok(csv[0]?.endsWith('Kanal,Metode'), csv[0]);
  assert.ok(csv[1]?.endsWith(',door,cash'), csv[1]);
  const orderCsv = (await admin.get(`/api/v1/tiket/orders/export.csv?q=${sold.orderId}`)).body.split(/\r?\n/);
  assert.ok(orderCsv[1]?.endsWith(',door,cash'), orderCsv[1]);
  // a web order's method is the provider's payment type
  const buyer = await t.newUser();
  const placed = (await order(buyer, showId, 1)).json().data as { token: string; order_id: string };
  await decide(buyer, placed.token, 'settlement');
  const web = (await admin.get(`/api/v1/payment?q=${placed.order_id}`)).json().data;
  assert.deepEqual([web[0]?.channel, web[0]?.method], ['web', 'sandbox']);
});

test('an admin refunds a door sale paid in cash without a gateway: its tickets stop admitting', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 0);
  const sold = saleData(await sell(caller, saleOf(shift, device, categoryId, 1)));
  const [row] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, sold.orderId));
  const refunded = await admin.post(`/api/v1/tiket/orders/${row?.id}/refund`);
  assert.equal(refunded.statusCode, 200, refunded.body);
  assert.equal(saleData(await caller.get(`/api/v1/door/sales/${sold.key}`)).status, 'refunded');
  assert.equal(
    (
      await auditRows(
        'payments',
        'refund',
        (await t.app.db.select().from(payments).where(eq(payments.order_id, sold.orderId)))[0]?.id ?? 0,
      )
    ).length,
    1,
  );
});

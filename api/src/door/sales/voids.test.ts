import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DoorQuota, DoorShift } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { ticketOrders } from '../../box-office/schema.js';
import { auditLog } from '../../core/audit/schema.js';
import type { Caller } from '../../test/app.js';
import { admin, t, useBoxOffice } from '../../test/box-office-fixture.js';
import { openTill, saleData, saleOf, sell, sellingDevice, showWithQuota } from '../../test/door-sales.js';
import { seatsLeftOf } from '../../test/payments.js';
import { releaseDueQuotas } from './quotas.js';
import { doorQuotas } from './schema.js';

useBoxOffice();

const quotaOf = async (caller: Caller, showId: number) =>
  ((await caller.get(`/api/v1/door/shows/${showId}/quota`)).json().data as DoorQuota[])[0];
const reportOf = async (caller: Caller, shiftId: number) =>
  (await caller.get(`/api/v1/door/shifts/${shiftId}`)).json().data as DoorShift;

test('a cash sale voided within its shift: cancelled, never in the cash, its seats back in the door’s quota, audited', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 100000, [{ categoryId, seats: 2 }]);
  const pooled = saleOf(shift, device, categoryId, 2, { received: 100000 });
  const shared = saleOf(shift, device, categoryId, 1, { offline: true });
  assert.equal((await sell(caller, pooled)).statusCode, 201);
  assert.equal((await sell(caller, shared)).statusCode, 201);
  assert.equal((await quotaOf(caller, showId))?.sold, 3);

  const orderIds: string[] = [];
  for (const sale of [pooled, shared]) {
    const voided = await caller.post(`/api/v1/door/sales/${sale.key}/void`, { shiftId: shift.id });
    assert.equal(voided.statusCode, 200, voided.body);
    assert.equal(saleData(voided).status, 'cancelled');
    orderIds.push(saleData(voided).orderId);
  }
  // the seats are the door's again, not the online shop's
  const quota = await quotaOf(caller, showId);
  assert.deepEqual([quota?.sold, quota?.seats, quota?.shared], [0, 10, 1], 'the offline seat left the share too');
  assert.deepEqual(await seatsLeftOf(t, showId), [10]);
  const report = await reportOf(caller, shift.id);
  assert.deepEqual([report.voids, report.cashSales, report.expected, report.lines], [2, 0, 100000, []]);

  // once only, and only what can be voided
  assert.equal((await caller.post(`/api/v1/door/sales/${pooled.key}/void`, { shiftId: shift.id })).statusCode, 409);
  assert.equal((await caller.post(`/api/v1/door/sales/${pooled.key}/refund`, { shiftId: shift.id })).statusCode, 409);
  // audited with the pass; the orders are cancelled in the books, their tickets stop admitting
  const rows = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'door_sales'), eq(auditLog.action, 'cancel')));
  for (const orderId of orderIds) {
    const row = rows.find((r) => r.summary?.startsWith(orderId));
    assert.ok(row?.summary?.endsWith(device.name), row?.summary ?? orderId);
    const [order] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, orderId));
    assert.equal(order?.status, 'cancelled');
  }
  const list = (await caller.get(`/api/v1/door/shows/${showId}/tickets`)).json().data as { status: string }[];
  assert.ok(list.length > 0 && list.every((ticket) => ticket.status !== 'valid'), JSON.stringify(list));
});

test('a sale of another shift is not voided there (409); a closed shift voids nothing', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const first = await openTill(caller, device, showId, 0);
  const sale = saleOf(first, device, categoryId, 1);
  assert.equal((await sell(caller, sale)).statusCode, 201);
  assert.equal((await caller.post(`/api/v1/door/shifts/${first.id}/close`, { counted: 50000 })).statusCode, 200);
  assert.equal((await caller.post(`/api/v1/door/sales/${sale.key}/void`, { shiftId: first.id })).statusCode, 409);
  const second = await openTill(caller, device, showId, 0);
  const other = await caller.post(`/api/v1/door/sales/${sale.key}/void`, { shiftId: second.id });
  assert.equal(other.statusCode, 409);
  assert.match(other.json().message, /shift ini/);
});

test('a refunded door sale returns its seats to the door’s quota while it is open; after its hour, to online sale', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 200000);
  const atDoor = saleOf(shift, device, categoryId, 2);
  const byAdmin = saleOf(shift, device, categoryId, 1);
  assert.equal((await sell(caller, atDoor)).statusCode, 201);
  const adminSold = saleData(await sell(caller, byAdmin));
  assert.equal((await caller.post(`/api/v1/door/sales/${atDoor.key}/refund`, { shiftId: shift.id })).statusCode, 200);
  const [row] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, adminSold.orderId));
  assert.equal((await admin.post(`/api/v1/tiket/orders/${row?.id}/refund`)).statusCode, 200);
  assert.equal((await quotaOf(caller, showId))?.sold, 0, 'both refunds gave the door its seats back');
  assert.deepEqual(await seatsLeftOf(t, showId), [10], 'the online shop got none of them');

  // after the admin's hour the unsold quota went online, and so does a later refund's seat
  const later = saleOf(shift, device, categoryId, 1);
  assert.equal((await sell(caller, later)).statusCode, 201);
  await t.app.db
    .update(doorQuotas)
    .set({ release_at: new Date(Date.now() - 1000) })
    .where(eq(doorQuotas.id_tiket, showId));
  await releaseDueQuotas(t.app.db);
  assert.deepEqual(await seatsLeftOf(t, showId), [19]);
  assert.equal((await caller.post(`/api/v1/door/sales/${later.key}/refund`, { shiftId: shift.id })).statusCode, 200);
  assert.deepEqual(await seatsLeftOf(t, showId), [20]);
});

test('a shift’s report as a PDF: for its device and the admin', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 50000);
  assert.equal((await sell(caller, saleOf(shift, device, categoryId, 1))).statusCode, 201);
  assert.equal((await caller.post(`/api/v1/door/shifts/${shift.id}/close`, { counted: 90000 })).statusCode, 200);
  for (const who of [caller, admin]) {
    const pdf = await who.get(`/api/v1/door/shifts/${shift.id}/report.pdf`);
    assert.equal(pdf.statusCode, 200, pdf.body.slice(0, 200));
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), new RegExp(`laporan-shift-${shift.id}\\.pdf`));
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    assert.ok(pdf.rawPayload.includes(`Laporan shift kasir ${shift.id}`), 'its title names the shift');
  }
});

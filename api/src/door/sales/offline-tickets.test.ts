import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DoorShift } from '@teater/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { tickets } from '../../box-office/schema.js';
import { auditLog } from '../../core/audit/schema.js';
import { ticketSignerOf, verifyPayload } from '../../core/keys/ticket-signing.js';
import { admin, t, useBoxOffice } from '../../test/box-office-fixture.js';
import { scanOf, upload } from '../../test/door-fixture.js';
import { openTill, saleData, saleOf, sell, sellingDevice, showWithQuota } from '../../test/door-sales.js';
import { doorShareCodes } from './schema.js';

useBoxOffice();

test('a ticket sold with no signal is shown at once: signed ahead, admitted by another door before the sale arrives, counted when it does', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 0, [{ categoryId, seats: 3 }]);
  // the device gets a signed ticket per seat of its share; any door verifies it with the public key
  assert.equal(shift.offlineTickets.length, 3);
  const { publicKey } = await ticketSignerOf(t.app.db);
  const [first, second] = shift.offlineTickets;
  assert.ok(first && second);
  const claim = verifyPayload(publicKey, first.qr);
  assert.deepEqual([claim?.code, claim?.showId, claim?.seat, claim?.of], [first.code, showId, 1, 1]);
  // nobody else reads them: not the admin, not another seller of the show
  assert.deepEqual((await admin.get(`/api/v1/door/shifts/${shift.id}`)).json().data.offlineTickets, []);
  const other = await sellingDevice(t, admin, showId);
  assert.deepEqual((await other.caller.get(`/api/v1/door/shifts/${shift.id}`)).json().data.offlineTickets, []);

  // another door, online, admits the first ticket by its signature before the sale is uploaded
  const door = await sellingDevice(t, admin, showId, false);
  const scanned = await upload(door.caller, door.device, [scanOf(first.qr, showId, 'admitted')]);
  assert.equal(scanned.statusCode, 200, scanned.body);

  const sale = saleOf(shift, device, categoryId, 2, { offline: true, codes: [first.code, second.code] });
  const sold = await sell(caller, sale);
  assert.equal(sold.statusCode, 201, sold.body);
  assert.deepEqual(
    saleData(sold).tickets.map((ticket) => ticket.code),
    [first.code, second.code],
  );
  assert.equal((await sell(caller, sale)).statusCode, 200, 'uploaded twice: one sale');
  const [admitted] = await t.app.db.select().from(tickets).where(eq(tickets.code, first.code));
  assert.equal(admitted?.admissions, 1, 'the earlier admission counts on its ticket');
  assert.equal(admitted?.checked_in_device, door.device.name);
  const checkins = await t.app.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.resource, 'tickets'), eq(auditLog.action, 'checkin'), eq(auditLog.record_id, admitted?.id ?? 0)),
    );
  assert.equal(checkins.length, 1);

  // the device's shift now offers only the unused one
  const after = (await caller.get(`/api/v1/door/shifts/${shift.id}`)).json().data as DoorShift;
  assert.deepEqual(
    after.offlineTickets.map((ticket) => ticket.code),
    [shift.offlineTickets[2]?.code],
  );
});

test('offline ticket codes are the device’s own, unused, one per seat: anything else is refused (400), never a sale', async () => {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const one = await sellingDevice(t, admin, showId);
  const two = await sellingDevice(t, admin, showId);
  const shiftOne = await openTill(one.caller, one.device, showId, 0, [{ categoryId, seats: 3 }]);
  const shiftTwo = await openTill(two.caller, two.device, showId, 0, [{ categoryId, seats: 2 }]);
  const codesOne = shiftOne.offlineTickets.map((ticket) => ticket.code);
  const codesTwo = shiftTwo.offlineTickets.map((ticket) => ticket.code);
  const offline = (codes: string[], count = codes.length, extra = {}) =>
    sell(one.caller, saleOf(shiftOne, one.device, categoryId, count, { offline: true, codes, ...extra }));

  assert.equal((await offline(codesOne.slice(0, 1))).statusCode, 201);
  const refused = [
    await offline(codesOne.slice(0, 1)), // used already
    await offline(codesTwo.slice(0, 1)), // another device's
    await offline(codesOne.slice(1, 2), 2), // fewer codes than seats
    await offline([codesOne[1] ?? '', codesOne[1] ?? '']), // one code twice
    await offline(['TKT-AAAA-BBBB-CCCC']), // never issued
    await offline(['bukan-kode']), // not a code at all
    await offline(codesOne.slice(1, 2), 1, { offline: false }), // an online sale has no signed codes
  ];
  assert.deepEqual(
    refused.map((res) => res.statusCode),
    refused.map(() => 400),
    refused.map((res) => res.body).join('\n'),
  );
  // only the first sale took seats: 1 of device one's 3
  const shift = (await one.caller.get(`/api/v1/door/shifts/${shiftOne.id}`)).json().data as DoorShift;
  assert.equal(shift.shares[0]?.sold, 1);
  assert.equal(shift.offlineTickets.length, 2);

  // the shift closes: its unused codes are void, never shown again
  assert.equal((await one.caller.post(`/api/v1/door/shifts/${shiftOne.id}/close`, { counted: 50000 })).statusCode, 200);
  const unused = await t.app.db
    .select()
    .from(doorShareCodes)
    .where(and(isNull(doorShareCodes.id_sale), eq(doorShareCodes.code, codesOne[1] ?? '')));
  assert.equal(unused.length, 0);
});

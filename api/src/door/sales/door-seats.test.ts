import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type DoorSeats, type DoorShift, parseSignedTicket } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { ticketOrders } from '../../box-office/schema.js';
import { orderSeats as orderSeatRows, ticketSeats } from '../../box-office/seating/schema.js';
import { admin, t, useBoxOffice } from '../../test/box-office-fixture.js';
import { openTill, saleData, saleOf, seatedShowWithDoorSeats, sell, sellingDevice } from '../../test/door-sales.js';
import { mapOf, orderSeats, seatId } from '../../test/seating.js';
import { releaseDueDoorSeats } from './door-seats.js';

useBoxOffice();

type Show = Parameters<Parameters<typeof seatedShowWithDoorSeats>[2]>[0];
/** Tengah D 3 to 8: six seats of zone Reguler kept for the door. */
const rowD = (show: Show) => ['3', '4', '5', '6', '7', '8'].map((n) => seatId(show.map, 'Tengah', 'D', n));

const stateOf = async (showId: number, id: number) => (await mapOf(t, showId)).seats.find((s) => s.id === id)?.state;
const doorSeatsView = async (showId: number) =>
  ((await admin.get(`/api/v1/door/shows/${showId}/seats`)).json() as { data: DoorSeats }).data;

test('the door keeps its seats: the online shop can never take them, and at the hour the unsold return', async () => {
  const show = await seatedShowWithDoorSeats(t, admin, rowD, new Date(Date.now() + 3_600_000).toISOString());
  assert.equal(show.view.seats.length, 6);
  assert.ok(show.view.releaseAt);
  const door = show.doorSeats[0] ?? 0;
  assert.equal(await stateOf(show.id, door), 'blocked');

  const member = await t.newUser('user');
  const chosen = await orderSeats(member, show.id, { seats: [door] });
  assert.equal(chosen.statusCode, 409, chosen.body);
  // the best seats of the zone, asked for a whole row's worth, pass the door's by
  const best = await orderSeats(member, show.id, { best: { count: 4, id_kategori: show.reguler } });
  assert.equal(best.statusCode, 201, best.body);
  const [bought] = await t.app.db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.order_id, best.json().data.order_id));
  const boughtSeats = await t.app.db
    .select()
    .from(orderSeatRows)
    .where(eq(orderSeatRows.id_order, bought?.id ?? 0));
  assert.ok(boughtSeats.every((row) => !show.doorSeats.includes(row.id_seat)));

  // the seat chart's release and complimentary tickets leave the door's seats alone
  const released = await admin.post(`/api/v1/tiket/${show.id}/seats/release`, { seats: [door] });
  assert.equal(released.statusCode, 409, released.body);
  const comp = await admin.post(`/api/v1/tiket/${show.id}/seats/comp`, {
    seats: [door],
    name: 'Pers',
    email: 'pers@example.com',
  });
  assert.equal(comp.statusCode, 409, comp.body);
  assert.equal(await stateOf(show.id, door), 'blocked');

  // a seat sold online cannot be given to the door; the set is all or nothing
  const sold = boughtSeats[0]?.id_seat ?? 0;
  const refused = await admin.put(`/api/v1/door/shows/${show.id}/seats`, { seatIds: [...show.doorSeats, sold] });
  assert.equal(refused.statusCode, 409, refused.body);
  assert.equal((await doorSeatsView(show.id)).seats.length, 6);
});

test('the admin takes door seats back; at the hour the unshared return online, a share when its shift closes', async () => {
  const show = await seatedShowWithDoorSeats(t, admin, rowD, new Date(Date.now() + 3_600_000).toISOString());
  // the admin takes two back: they are on sale again
  const four = show.doorSeats.slice(0, 4);
  const smaller = await admin.put(`/api/v1/door/shows/${show.id}/seats`, { seatIds: four, releaseAt: null });
  assert.equal(smaller.statusCode, 200, smaller.body);
  assert.equal(await stateOf(show.id, show.doorSeats[5] ?? 0), 'free');

  // a device takes two as its share; at the hour only the other two return online
  const { caller, device } = await sellingDevice(t, admin, show.id);
  const shift = await openTill(caller, device, show.id, 0);
  const opened = await caller.post('/api/v1/door/shifts', { showId: show.id, device, float: 0, seatShare: 2 });
  assert.equal(opened.statusCode, 409, 'one open shift per device');
  await caller.post(`/api/v1/door/shifts/${shift.id}/close`, { counted: 0 });
  const till = await openTill(caller, device, show.id, 0);
  assert.equal(till.seats.length, 0, 'no share was asked');
  await caller.post(`/api/v1/door/shifts/${till.id}/close`, { counted: 0 });
  const withShare = await caller.post('/api/v1/door/shifts', { showId: show.id, device, float: 0, seatShare: 2 });
  assert.equal(withShare.statusCode, 201, withShare.body);
  const shared = (withShare.json().data.seats as { id: number }[]).map((seat) => seat.id);
  assert.deepEqual(shared, four.slice(0, 2));
  await admin.put(`/api/v1/door/shows/${show.id}/seats`, {
    seatIds: four,
    releaseAt: new Date(Date.now() - 1000).toISOString(),
  });
  assert.ok((await releaseDueDoorSeats(t.app.db)).includes(show.id));
  assert.deepEqual(
    (await doorSeatsView(show.id)).seats.map((seat) => seat.id),
    shared,
  );
  assert.equal(await stateOf(show.id, four[3] ?? 0), 'free');
  assert.equal(await stateOf(show.id, shared[0] ?? 0), 'blocked');
  // the share's unsold seats go online once its shift closes past the hour
  await caller.post(`/api/v1/door/shifts/${withShare.json().data.id}/close`, { counted: 0 });
  assert.equal(await stateOf(show.id, shared[0] ?? 0), 'free');
  assert.equal((await doorSeatsView(show.id)).seats.length, 0);
});

test('two devices selling offline never sell one seat; an upload sent twice is one order with its seats', async () => {
  const show = await seatedShowWithDoorSeats(t, admin, rowD);
  const a = await sellingDevice(t, admin, show.id);
  const b = await sellingDevice(t, admin, show.id);
  const [openA, openB] = await Promise.all([
    a.caller.post('/api/v1/door/shifts', { showId: show.id, device: a.device, float: 0, seatShare: 3 }),
    b.caller.post('/api/v1/door/shifts', { showId: show.id, device: b.device, float: 0, seatShare: 3 }),
  ]);
  assert.equal(openA.statusCode, 201, openA.body);
  assert.equal(openB.statusCode, 201, openB.body);
  const shiftA = openA.json().data;
  const shiftB = openB.json().data;
  const seatsA = (shiftA.seats as { id: number }[]).map((s) => s.id);
  const seatsB = (shiftB.seats as { id: number }[]).map((s) => s.id);
  assert.equal(seatsA.length + seatsB.length, 6);
  assert.deepEqual(
    [...seatsA, ...seatsB].sort((x, y) => x - y),
    [...show.doorSeats].sort((x, y) => x - y),
    'each door seat is one device’s',
  );

  // offline, B cannot sell A's seat (its upload is refused), only its own
  const own = (shift: typeof shiftA, device: typeof a.device, seats: number[]) =>
    saleOf(shift, device, show.reguler, seats.length, { offline: true, seats });
  const stolen = await sell(b.caller, own(shiftB, b.device, [seatsA[0] ?? 0]));
  assert.equal(stolen.statusCode, 409, stolen.body);
  const saleA = own(shiftA, a.device, seatsA.slice(0, 2));
  const [first, again] = [await sell(a.caller, saleA), await sell(a.caller, saleA)];
  assert.equal(first.statusCode, 201, first.body);
  assert.equal(again.statusCode, 200, again.body);
  assert.equal((await sell(b.caller, own(shiftB, b.device, seatsB.slice(0, 1)))).statusCode, 201);

  const orderId = saleData(again).orderId;
  const orders = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, orderId));
  assert.equal(orders.length, 1);
  const orderId_ = orders[0]?.id ?? 0;
  const taken = await t.app.db.select().from(orderSeatRows).where(eq(orderSeatRows.id_order, orderId_));
  assert.deepEqual(taken.map((row) => row.id_seat).sort(), seatsA.slice(0, 2).sort());
  const tickets = await t.app.db
    .select({ seat: ticketSeats.id_seat })
    .from(ticketSeats)
    .innerJoin(orderSeatRows, eq(orderSeatRows.id_seat, ticketSeats.id_seat))
    .where(eq(orderSeatRows.id_order, orderId_));
  assert.equal(tickets.length, 2, 'each ticket names its seat');
  assert.equal(await stateOf(show.id, seatsA[0] ?? 0), 'taken');

  // a seat already sold is refused again, online as offline; a sale names its seats on a seated door
  assert.equal((await sell(a.caller, own(shiftA, a.device, [seatsA[0] ?? 0]))).statusCode, 409);
  const unnamed = await sell(a.caller, saleOf(shiftA, a.device, show.reguler, 1));
  assert.equal(unnamed.statusCode, 400, unnamed.body);
  const wrongCount = await sell(a.caller, saleOf(shiftA, a.device, show.reguler, 2, { seats: [seatsA[2] ?? 0] }));
  assert.equal(wrongCount.statusCode, 400, wrongCount.body);
  const notDoors = await sell(a.caller, own(shiftA, a.device, [seatId(show.map, 'Tengah', 'A', '1')]));
  assert.equal(notDoors.statusCode, 400, notDoors.body);
  const view = await doorSeatsView(show.id);
  assert.equal(view.seats.filter((seat) => seat.sold).length, 3);
  assert.ok(view.seats.every((seat) => seat.device !== null));
});

test('online a till sells the door’s unshared seats; a refund returns a seated sale’s seats to the door', async () => {
  const show = await seatedShowWithDoorSeats(t, admin, rowD);
  const { caller, device } = await sellingDevice(t, admin, show.id);
  const shift = await openTill(caller, device, show.id, 100000);
  const seats = show.doorSeats.slice(0, 2);
  const sale = saleOf(shift, device, show.reguler, 2, { seats });
  const sold = await sell(caller, sale);
  assert.equal(sold.statusCode, 201, sold.body);
  // no share: offline it may sell nothing
  const offline = await sell(
    caller,
    saleOf(shift, device, show.reguler, 1, { offline: true, seats: [show.doorSeats[2] ?? 0] }),
  );
  assert.equal(offline.statusCode, 409, offline.body);

  const refunded = await caller.post(`/api/v1/door/sales/${sale.key}/refund`, { shiftId: shift.id });
  assert.equal(refunded.statusCode, 200, refunded.body);
  assert.equal(await stateOf(show.id, seats[0] ?? 0), 'blocked', 'held for the door again, not online');
  const member = await t.newUser('user');
  assert.equal((await orderSeats(member, show.id, { seats })).statusCode, 409);
  const view = await doorSeatsView(show.id);
  assert.equal(view.seats.filter((seat) => seat.sold).length, 0);
  // the door sells them again; voided at the till they return once more
  const resale = saleOf(shift, device, show.reguler, 2, { seats });
  assert.equal((await sell(caller, resale)).statusCode, 201);
  const voided = await caller.post(`/api/v1/door/sales/${resale.key}/void`, { shiftId: shift.id });
  assert.equal(voided.statusCode, 200, voided.body);
  assert.equal(await stateOf(show.id, seats[1] ?? 0), 'blocked');
  assert.equal((await sell(caller, saleOf(shift, device, show.reguler, 2, { seats }))).statusCode, 201);
});

test('a device’s door seats come with their tickets signed ahead, naming the seat; sold offline the tickets keep them', async () => {
  const show = await seatedShowWithDoorSeats(t, admin, rowD);
  const a = await sellingDevice(t, admin, show.id);
  const b = await sellingDevice(t, admin, show.id);
  const open = async (seller: typeof a) => {
    const res = await seller.caller.post('/api/v1/door/shifts', {
      showId: show.id,
      device: seller.device,
      float: 0,
      seatShare: 2,
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as DoorShift;
  };
  const [shiftA, shiftB] = [await open(a), await open(b)];
  const [first, second] = shiftA.seats;
  assert.ok(first?.qr && second?.qr);
  const claim = parseSignedTicket(first.qr);
  assert.deepEqual(claim?.place, { section: first.section, row: first.row, number: first.number });
  // the admin's view and another device never see them
  assert.ok((await doorSeatsView(show.id)).seats.every((seat) => seat.qr === null));
  assert.ok(shiftB.seats.every((seat) => seat.qr !== first.qr));

  const codeOf = (qr: string) => parseSignedTicket(qr)?.code ?? '';
  const offline = (seats: number[], codes: string[], shift = shiftA, device = a.device) =>
    saleOf(shift, device, show.reguler, seats.length, { offline: true, seats, codes });
  // another device's codes, or too few, are refused: no sale
  const foreign = offline([first.id], [codeOf(shiftB.seats[0]?.qr ?? '')]);
  assert.equal((await sell(a.caller, foreign)).statusCode, 400);
  const sale = offline([second.id, first.id], [codeOf(first.qr), codeOf(second.qr)]);
  const sold = await sell(a.caller, sale);
  assert.equal(sold.statusCode, 201, sold.body);
  const tickets = saleData(sold).tickets;
  assert.deepEqual(tickets.map((ticket) => ticket.code).sort(), [codeOf(first.qr), codeOf(second.qr)].sort());
  // each ticket's QR names the seat its code was signed for
  const signedFor = new Map([first, second].map((seat) => [codeOf(seat.qr ?? ''), parseSignedTicket(seat.qr ?? '')]));
  for (const ticket of tickets) {
    assert.deepEqual(parseSignedTicket(ticket.qr)?.place, signedFor.get(ticket.code)?.place);
  }
  const after = await a.caller.get(`/api/v1/door/shifts/${shiftA.id}`);
  assert.ok((after.json().data as DoorShift).seats.every((seat) => seat.sold && seat.qr === null));
});

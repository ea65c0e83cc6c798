import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seatingMessages, ticketMessages } from '@teater/contract';
import { asc, eq } from 'drizzle-orm';
import { admin, t, useBoxOffice } from '../../test/box-office-fixture.js';
import { order } from '../../test/payments.js';
import { mapOf, orderSeats, seatedShow, seatId } from '../../test/seating.js';
import { insertShow } from '../../test/shows.js';
import { ticketCategories } from '../schema.js';

useBoxOffice();

const seatsOfZones = async (showId: number) =>
  (
    await t.app.db
      .select({ seats: ticketCategories.seats, taken: ticketCategories.taken })
      .from(ticketCategories)
      .where(eq(ticketCategories.id_tiket, showId))
      .orderBy(asc(ticketCategories.position))
  ).map((c) => [c.seats, c.taken]);

test('a show sold on a plan: its map numbers seats as the hall does, each zone sells its seats', async () => {
  const show = await seatedShow(t);
  const { map } = show;
  assert.equal(map.seats.length, 45);
  assert.deepEqual(
    map.zones.map((z) => [z.name, z.price]),
    [
      ['Reguler', 50_000],
      ['Balkon', 30_000],
    ],
  );
  // row A is numbered right to left: its leftmost seat is 10
  const rowA = map.seats.filter((s) => s.section === 'Tengah' && s.row === 'A').sort((a, b) => a.x - b.x);
  assert.equal(rowA[0]?.number, '10');
  // the aisle after B5: B6 stands two places right of B5
  const b = (n: string) => map.seats.find((s) => s.section === 'Tengah' && s.row === 'B' && s.number === n);
  assert.equal((b('6')?.x ?? 0) - (b('5')?.x ?? 0), 2);
  assert.equal(map.seats.find((s) => s.row === 'D' && s.number === '1' && s.section === 'Tengah')?.kind, 'wheelchair');
  assert.equal(map.seats.find((s) => s.row === 'D' && s.number === '2' && s.section === 'Tengah')?.kind, 'companion');
  assert.equal(map.seats.find((s) => s.section === 'Balkon' && s.number === '11')?.state, 'blocked');
  assert.equal(map.seats.filter((s) => s.section === 'Tengah' && s.row === 'C').length, 9);
  assert.deepEqual(await seatsOfZones(show.id), [
    [39, 0],
    [5, 0],
  ]);
  // a general-admission show has no map (one call tells the page which kind it is); no show: 404
  const anonymous = await t.as('anonymous');
  const general = await anonymous.get(`/api/v1/tiket/${await insertShow(t.app.db)}/seats`);
  assert.equal(general.statusCode, 200);
  assert.equal(general.json().data, null);
  assert.equal((await anonymous.get('/api/v1/tiket/999999/seats')).statusCode, 404);
  assert.equal((await anonymous.get(`/api/v1/tiket/${show.id}/seats/taken`)).statusCode, 200);
});

test('a buyer takes chosen seats; the next buyer of one of them is refused; the map and its poll show them taken', async () => {
  const show = await seatedShow(t);
  const [ana, budi] = [await t.newUser(), await t.newUser()];
  const c5 = seatId(show.map, 'Tengah', 'C', '5');
  const balkon1 = seatId(show.map, 'Balkon', 'A', '1');
  const anonymous = await t.as('anonymous');
  const first = await anonymous.get(`/api/v1/tiket/${show.id}/seats/taken`);
  assert.equal(first.statusCode, 200);
  const etag = String(first.headers.etag);
  assert.equal(
    (
      await anonymous.inject({
        method: 'GET',
        url: `/api/v1/tiket/${show.id}/seats/taken`,
        headers: { 'if-none-match': etag },
      })
    ).statusCode,
    304,
  );

  const placed = await orderSeats(ana, show.id, { seats: [c5, balkon1] });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal(placed.json().data.total_harga, 80_000);
  const refused = await orderSeats(budi, show.id, { seats: [seatId(show.map, 'Tengah', 'C', '6'), c5] });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().message, seatingMessages.seatTaken);
  // all or nothing: C6 of the refused order is still free, and the counts agree with the seats
  const map = await mapOf(t, show.id);
  assert.equal(map.seats.find((s) => s.id === c5)?.state, 'taken');
  assert.equal(map.seats.find((s) => s.id === seatId(map, 'Tengah', 'C', '6'))?.state, 'free');
  assert.deepEqual(await seatsOfZones(show.id), [
    [39, 1],
    [5, 1],
  ]);
  const polled = await anonymous.inject({
    method: 'GET',
    url: `/api/v1/tiket/${show.id}/seats/taken`,
    headers: { 'if-none-match': etag },
  });
  assert.equal(polled.statusCode, 200);
  assert.deepEqual(polled.json().data.taken.sort(), [c5, balkon1].sort());

  // a seated show is not sold by count, and a seat of another show or a held seat is no seat to buy
  const byCount = await order(budi, show.id, 2);
  assert.equal(byCount.statusCode, 409);
  assert.equal(byCount.json().message, seatingMessages.showSeated);
  assert.equal((await orderSeats(budi, show.id, { seats: [999_999] })).statusCode, 400);
  const unsold = await orderSeats(budi, show.id, { seats: [seatId(map, 'Balkon', 'A', '11')] });
  assert.equal(unsold.statusCode, 409);
  assert.equal((await orderSeats(budi, show.id, { seats: [c5, c5] })).statusCode, 400);
  assert.equal(
    (await orderSeats(budi, show.id, { seats: Array.from({ length: 11 }, (_, i) => i + 1) })).statusCode,
    400,
  );
});

test('best available: n adjacent seats of a zone, nearest the stage and the middle, never across an aisle', async () => {
  const show = await seatedShow(t);
  const anonymous = await t.as('anonymous');
  const best = await anonymous.get(`/api/v1/tiket/${show.id}/seats/best?count=3&zone=${show.reguler}`);
  assert.equal(best.statusCode, 200, best.body);
  const seats = best.json().data.seats as number[];
  const chosen = show.map.seats.filter((s) => seats.includes(s.id)).sort((a, b) => a.x - b.x);
  assert.equal(chosen.length, 3);
  assert.ok(chosen.every((s) => s.row === 'A' && s.section === 'Tengah'));
  assert.deepEqual(
    chosen.map((s) => s.x - (chosen[0]?.x ?? 0)),
    [0, 1, 2],
  );
  // a buyer asks the server for them: it finds and takes them in the order's transaction
  const buyer = await t.newUser();
  const placed = await orderSeats(buyer, show.id, { best: { count: 4, id_kategori: show.reguler } });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal(placed.json().data.total_harga, 200_000);
  // Balkon has 5 seats for sale, odd-numbered with no gap: 6 together is none; 6 in Balkon is short
  const none = await anonymous.get(`/api/v1/tiket/${show.id}/seats/best?count=5&zone=${show.balkon}`);
  assert.equal(none.statusCode, 200, none.body);
  const tooMany = await orderSeats(buyer, show.id, { best: { count: 6, id_kategori: show.balkon } });
  assert.equal(tooMany.statusCode, 409);
  assert.equal(tooMany.json().message, ticketMessages.soldOut);
});

test('admins hold seats with a reason and release them; a sold seat cannot be held; the plan cannot change once sold', async () => {
  const show = await seatedShow(t);
  const [a1, a2] = [seatId(show.map, 'Tengah', 'A', '1'), seatId(show.map, 'Tengah', 'A', '2')];
  const held = await admin.post(`/api/v1/tiket/${show.id}/seats/block`, { seats: [a1, a2], reason: 'Pemeran' });
  assert.equal(held.statusCode, 200, held.body);
  assert.equal((await mapOf(t, show.id)).seats.find((s) => s.id === a1)?.state, 'blocked');
  assert.deepEqual((await seatsOfZones(show.id))[0], [37, 0]);
  const buyer = await t.newUser();
  assert.equal((await orderSeats(buyer, show.id, { seats: [a1] })).statusCode, 409);
  const c1 = seatId(show.map, 'Tengah', 'C', '1');
  assert.equal((await orderSeats(buyer, show.id, { seats: [c1] })).statusCode, 201);
  const sold = await admin.post(`/api/v1/tiket/${show.id}/seats/block`, { seats: [c1], reason: 'Pers' });
  assert.equal(sold.statusCode, 409);
  assert.equal(sold.json().message, seatingMessages.notBlockable);
  assert.equal(
    (await admin.post(`/api/v1/tiket/${show.id}/seats/block`, { seats: [a1], reason: ' ' })).statusCode,
    400,
  );
  const released = await admin.post(`/api/v1/tiket/${show.id}/seats/release`, { seats: [a1, a2] });
  assert.equal(released.statusCode, 200, released.body);
  assert.deepEqual((await seatsOfZones(show.id))[0], [39, 1]);
  assert.equal((await orderSeats(buyer, show.id, { seats: [a1] })).statusCode, 201);
  const replan = await admin.put(`/api/v1/tiket/${show.id}/seating`, {
    id_plan: show.plan.id,
    zones: [
      { section: 'Tengah', id_kategori: show.reguler },
      { section: 'Balkon', id_kategori: show.reguler },
    ],
  });
  assert.equal(replan.statusCode, 409);
  assert.equal(replan.json().message, seatingMessages.showHasOrders);
});

test('a plan choice must zone every seat in a category of the show', async () => {
  const show = await seatedShow(t);
  const other = await seatedShow(t);
  const outside = await admin.put(`/api/v1/tiket/${show.id}/seating`, {
    id_plan: show.plan.id,
    zones: [{ section: 'Tengah', id_kategori: show.reguler }],
  });
  assert.equal(outside.statusCode, 400);
  assert.equal(outside.json().message, seatingMessages.seatOutsideZones(6));
  const foreign = await admin.put(`/api/v1/tiket/${show.id}/seating`, {
    id_plan: show.plan.id,
    zones: [{ section: 'Tengah', id_kategori: other.reguler }],
  });
  assert.equal(foreign.statusCode, 400);
  assert.equal(
    (
      await admin.put('/api/v1/tiket/999999/seating', {
        id_plan: show.plan.id,
        zones: [{ section: 'Tengah', id_kategori: 1 }],
      })
    ).statusCode,
    404,
  );
});

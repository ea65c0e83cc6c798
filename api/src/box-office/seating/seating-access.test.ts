import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusedCallers } from '../../test/access-matrix/roles.js';
import type { Caller } from '../../test/app.js';
import { show, t, useSeatedSite } from '../../test/seated-site-fixture.js';
import { orderSeats, seatId, smallHall } from '../../test/seating.js';

// Hostile callers of every seating route, on a site where staff must show a second factor.
let callers: Awaited<ReturnType<typeof refusedCallers>>;
useSeatedSite(async () => {
  callers = await refusedCallers(t, show.id);
});

const adminCalls = () => {
  const seat = seatId(show.map, 'Tengah', 'A', '3');
  return [
    (c: Caller) => c.get('/api/v1/venue-plans'),
    (c: Caller) => c.post('/api/v1/venue-plans', { name: 'Curian', layout: smallHall }),
    (c: Caller) => c.get(`/api/v1/venue-plans/${show.plan.id}`),
    (c: Caller) => c.put(`/api/v1/venue-plans/${show.plan.id}`, { name: 'Curian', layout: smallHall }),
    (c: Caller) => c.post(`/api/v1/venue-plans/${show.plan.id}/copy`),
    (c: Caller) =>
      c.put(`/api/v1/tiket/${show.id}/seating`, {
        id_plan: show.plan.id,
        zones: [{ section: 'Tengah', id_kategori: show.reguler }],
      }),
    (c: Caller) => c.post(`/api/v1/tiket/${show.id}/seats/block`, { seats: [seat], reason: 'Teman' }),
    (c: Caller) => c.post(`/api/v1/tiket/${show.id}/seats/release`, { seats: [seat] }),
  ];
};

test('nobody but an admin who showed a second factor reads or changes plans, plan choices or held seats', async () => {
  for (const [who, caller] of Object.entries(callers)) {
    for (const call of adminCalls()) {
      const res = await call(caller);
      assert.equal(
        res.statusCode,
        who === 'anonymous' ? 401 : 403,
        `${who}: ${res.statusCode} ${res.body.slice(0, 120)}`,
      );
    }
  }
  // nothing changed: the seat is still for sale
  const map = (await callers.anonymous.get(`/api/v1/tiket/${show.id}/seats`)).json().data;
  assert.equal(map.seats.find((s: { id: number }) => s.id === seatId(show.map, 'Tengah', 'A', '3'))?.state, 'free');
  const admin = await t.as('admin');
  for (const call of adminCalls().slice(0, 5)) assert.ok((await call(admin)).statusCode < 300);
});

test('a seat order is a member’s own: the door and a logged-out caller cannot place one; bad bytes are a 400', async () => {
  const seat = seatId(show.map, 'Tengah', 'A', '4');
  assert.equal((await orderSeats(callers.anonymous, show.id, { seats: [seat] })).statusCode, 401);
  assert.equal((await orderSeats(callers.door, show.id, { seats: [seat] })).statusCode, 403);
  const nul = await callers.member.post('/api/v1/tiket/user/pesan-kursi', {
    nama_user: 'Siti\u0000',
    no_telp: '0812-3456-7890',
    id_tiket: show.id,
    seats: [seat],
  });
  assert.equal(nul.statusCode, 400);
  const strings = await callers.member.post('/api/v1/tiket/user/pesan-kursi', {
    nama_user: 'Siti',
    no_telp: '0812-3456-7890',
    id_tiket: show.id,
    seats: ['1; DROP TABLE show_seats'],
  });
  assert.equal(strings.statusCode, 400);
  assert.equal((await callers.anonymous.get(`/api/v1/tiket/${show.id}/seats/best?count=abc&zone=1`)).statusCode, 400);
  assert.equal((await callers.anonymous.get('/api/v1/tiket/%00/seats')).statusCode, 400);
  // another member's seats stay theirs: a second member's order of the same seat is refused
  assert.equal((await orderSeats(callers.member, show.id, { seats: [seat] })).statusCode, 201);
  const other = await t.newUser('user');
  assert.equal((await orderSeats(other, show.id, { seats: [seat] })).statusCode, 409);
});

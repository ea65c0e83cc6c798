import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Caller } from '../../test/app.js';
import { doorDevice } from '../../test/door-fixture.js';
import { createShow, decide } from '../../test/payments.js';
import { show, t, useSeatedSite } from '../../test/seated-site-fixture.js';
import { mapOf, orderSeats, seatId } from '../../test/seating.js';

// Hostile callers of the box office's seat chart and seat moves, on a site where staff must show a second factor.
useSeatedSite();

test('only an admin who showed a second factor reads the seat chart or moves a buyer', async () => {
  const buyer = await t.newUser('user');
  const from = seatId(show.map, 'Tengah', 'A', '2');
  const to = seatId(show.map, 'Tengah', 'A', '3');
  const placed = await orderSeats(buyer, show.id, { seats: [from] });
  assert.equal((await decide(buyer, placed.json().data.token, 'settlement')).statusCode, 200);
  const callers: [string, Caller, number][] = [
    ['anonymous', await t.as('anonymous'), 401],
    ['the buyer', buyer, 403],
    ['another member', await t.newUser('user'), 403],
    // newUser logs in with the password alone: on this site, that staff session waits for its factor
    ['password-only staff', await t.newUser('admin'), 403],
    ['door pass', (await doorDevice(t, await t.as('admin'), 'Pintu Bagan', show.id)).caller, 403],
  ];
  for (const [who, caller, status] of callers) {
    assert.equal((await caller.get(`/api/v1/tiket/${show.id}/seats/chart`)).statusCode, status, who);
    assert.equal((await caller.post(`/api/v1/tiket/${show.id}/seats/move`, { from, to })).statusCode, status, who);
    const comp = { seats: [to], name: 'Teman', email: 'teman@test.id' };
    assert.equal((await caller.post(`/api/v1/tiket/${show.id}/seats/comp`, comp)).statusCode, status, who);
  }
  const map = await mapOf(t, show.id);
  assert.equal(map.seats.find((s) => s.id === to)?.state, 'free', 'nobody moved the buyer');
});

test('bad bytes are a 400; a show without a plan is a 409, a show not there a 404', async () => {
  const admin = await t.as('admin');
  const move = (body: unknown) => admin.post(`/api/v1/tiket/${show.id}/seats/move`, body);
  assert.equal((await move({ from: 'abc', to: 1 })).statusCode, 400);
  assert.equal((await move({ from: 1 })).statusCode, 400);
  assert.equal((await move({ from: -1, to: 1e20 })).statusCode, 400);
  const comp = (body: unknown) => admin.post(`/api/v1/tiket/${show.id}/seats/comp`, body);
  assert.equal((await comp({ seats: [1], name: 'Tamu\u0000', email: 'tamu@test.id' })).statusCode, 400);
  assert.equal((await comp({ seats: [1], name: 'Tamu', email: 'bukan-email' })).statusCode, 400);
  assert.equal((await comp({ seats: [], name: 'Tamu', email: 'tamu@test.id' })).statusCode, 400);
  assert.equal((await admin.get('/api/v1/tiket/%00/seats/chart')).statusCode, 400);
  assert.equal((await admin.get('/api/v1/tiket/987654/seats/chart')).statusCode, 404);
  const plain = await createShow(t, {});
  assert.equal((await admin.get(`/api/v1/tiket/${plain.id}/seats/chart`)).statusCode, 409);
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { withStaffFactors } from '../../test/access-matrix/roles.js';
import { buildTestApp, type Caller, type TestApp } from '../../test/app.js';
import { openTill, saleOf, seatedShowWithDoorSeats, sell, sellingDevice } from '../../test/door-sales.js';
import { createShow } from '../../test/payments.js';
import { seatId } from '../../test/seating.js';

// A site that requires staff's second factor, so a password-only staff session is one of the hostile callers.
let raw: TestApp;
let t: TestApp;
let admin: Caller;
before(async () => {
  raw = await buildTestApp({ STAFF_SECOND_FACTOR: 'required' });
  t = withStaffFactors(raw);
  admin = await t.as('admin');
});
after(() => raw.close());

const rowD = (show: { map: Parameters<typeof seatId>[0] }) =>
  ['3', '4', '5', '6'].map((n) => seatId(show.map, 'Tengah', 'D', n));

test('only an admin reads and sets the door seats; a member, password-only staff or a door pass cannot', async () => {
  const show = await seatedShowWithDoorSeats(t, admin, rowD);
  const seller = await sellingDevice(t, admin, show.id);
  const admitOnly = await sellingDevice(t, admin, show.id, false);
  const member = await raw.newUser('user');
  const passwordOnly = await raw.newUser('admin');
  const calls = (caller: Caller) =>
    Promise.all([
      caller.get(`/api/v1/door/shows/${show.id}/seats`),
      caller.put(`/api/v1/door/shows/${show.id}/seats`, { seatIds: [] }),
    ]).then((answers) => answers.map((res) => res.statusCode));
  for (const [who, caller] of [
    ['member', member],
    ['password-only staff', passwordOnly],
    ['selling pass', seller.caller],
    ['admit-only pass', admitOnly.caller],
  ] as const) {
    assert.deepEqual(await calls(caller), [403, 403], who);
  }
  assert.deepEqual(await calls(await raw.as('anonymous')), [401, 401]);
  // nothing changed: the door keeps its four seats
  const kept = await admin.get(`/api/v1/door/shows/${show.id}/seats`);
  assert.equal(kept.json().data.seats.length, 4);
});

test('bad bytes are refused (400), another show’s seat or a general admission show is a conflict (409)', async () => {
  const show = await seatedShowWithDoorSeats(t, admin, rowD);
  const other = await seatedShowWithDoorSeats(t, admin, () => []);
  const put = (id: number | string, body: unknown) => admin.put(`/api/v1/door/shows/${id}/seats`, body);
  for (const body of [
    { seatIds: 'all' },
    { seatIds: [-1] },
    { seatIds: [1.5] },
    { seatIds: [1], releaseAt: 'soon' },
    {},
  ]) {
    assert.equal((await put(show.id, body)).statusCode, 400, JSON.stringify(body));
  }
  assert.equal((await put('abc', { seatIds: [] })).statusCode, 400);
  assert.equal((await admin.get('/api/v1/door/shows/abc/seats')).statusCode, 400);
  const foreign = await put(show.id, { seatIds: [...show.doorSeats, seatId(other.map, 'Tengah', 'A', '1')] });
  assert.equal(foreign.statusCode, 409, foreign.body);
  const general = await createShow(t, { jumlah_stok_tiket: 10 });
  assert.equal((await put(general.id, { seatIds: [] })).statusCode, 409);
});

test('a seated sale by an admit-only pass is 403; its seats as bad bytes are 400', async () => {
  const show = await seatedShowWithDoorSeats(t, admin, rowD);
  const seller = await sellingDevice(t, admin, show.id);
  const admitOnly = await sellingDevice(t, admin, show.id, false);
  const shift = await openTill(seller.caller, seller.device, show.id, 0);
  const sale = saleOf(shift, seller.device, show.reguler, 1, { seats: [show.doorSeats[0] ?? 0] });
  assert.equal((await sell(admitOnly.caller, { ...sale, device: admitOnly.device })).statusCode, 403);
  assert.equal(
    (
      await admitOnly.caller.post('/api/v1/door/shifts', {
        showId: show.id,
        device: admitOnly.device,
        float: 0,
        seatShare: 2,
      })
    ).statusCode,
    403,
  );
  for (const seats of ['D5', [0], ['x'], Array.from({ length: 11 }, (_, i) => i + 1)]) {
    const res = await seller.caller.post('/api/v1/door/sales', { ...sale, seats });
    assert.equal(res.statusCode, 400, JSON.stringify(seats));
  }
  const share = await seller.caller.post('/api/v1/door/shifts', {
    showId: show.id,
    device: { id: 'other-phone', name: 'HP 2' },
    float: 0,
    seatShare: -1,
  });
  assert.equal(share.statusCode, 400);
  // the seat is still the door's, unsold
  const view = await admin.get(`/api/v1/door/shows/${show.id}/seats`);
  assert.equal(view.json().data.seats.filter((s: { sold: boolean }) => s.sold).length, 0);
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { withStaffFactors } from '../../test/access-matrix/roles.js';
import { buildTestApp, type Caller, type TestApp } from '../../test/app.js';
import { openTill, saleOf, sell, sellingDevice, showWithQuota } from '../../test/door-sales.js';
import { TEST_SANDBOX_KEY } from '../../test/payments.js';
import { postRaw } from '../../test/raw-body.js';

// A site that requires staff's second factor, so a password-only staff session is one of the hostile callers.
let raw: TestApp;
let t: TestApp;
let admin: Caller;
before(async () => {
  raw = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, STAFF_SECOND_FACTOR: 'required' });
  t = withStaffFactors(raw);
  admin = await t.as('admin');
});
after(() => raw.close());

/** Every sales call about one show's door, as `caller` makes it. */
async function salesCalls(caller: Caller, showId: number, setup: Awaited<ReturnType<typeof sellingSetup>>) {
  const { shift, sale, device, categoryId, passId } = setup;
  const calls: Promise<LightMyRequestResponse>[] = [
    caller.get(`/api/v1/door/shows/${showId}/quota`),
    caller.post('/api/v1/door/shifts', { showId, device, float: 0, shares: [{ categoryId, seats: 1 }] }),
    caller.get(`/api/v1/door/shifts/${shift.id}`),
    caller.post(`/api/v1/door/shifts/${shift.id}/close`, { counted: 0 }),
    caller.post('/api/v1/door/sales', { ...saleOf(shift, device, categoryId, 1) }),
    caller.get(`/api/v1/door/sales/${sale.key}`),
    caller.post(`/api/v1/door/sales/${sale.key}/refund`, { shiftId: shift.id }),
    caller.post(`/api/v1/door/sales/${sale.key}/void`, { shiftId: shift.id }),
    caller.get(`/api/v1/door/shifts/${shift.id}/report.pdf`),
    // the admin's side
    caller.post(`/api/v1/door/passes/${passId}/selling`, { canSell: true }),
    caller.put(`/api/v1/door/shows/${showId}/quota`, { categories: [{ id: categoryId, seats: 1 }] }),
    caller.get(`/api/v1/door/shows/${showId}/shifts`),
    caller.get(`/api/v1/door/shows/${showId}/channels`),
  ];
  return (await Promise.all(calls)).map((res) => res.statusCode);
}

async function sellingSetup() {
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const seller = await sellingDevice(t, admin, showId);
  const shift = await openTill(seller.caller, seller.device, showId, 100000);
  const sale = saleOf(shift, seller.device, categoryId, 1);
  assert.equal((await sell(seller.caller, sale)).statusCode, 201);
  return { showId, categoryId, shift, sale, device: seller.device, passId: seller.pass.id, seller };
}

test('an admit-only pass, a pass of another show, a member and a password-only staff session cannot sell (403)', async () => {
  const setup = await sellingSetup();
  const admitOnly = await sellingDevice(t, admin, setup.showId, false);
  const other = await showWithQuota(t, admin, 5, 2);
  const otherSeller = await sellingDevice(t, admin, other.showId);
  const member = await raw.newUser('user');
  const passwordOnly = await raw.newUser('admin');
  const everyCall = Array.from({ length: 13 }, () => 403);
  for (const [who, caller] of [
    ['admit-only pass', admitOnly.caller],
    ['pass of another show', otherSeller.caller],
    ['member', member],
    ['password-only staff', passwordOnly],
  ] as const) {
    assert.deepEqual(await salesCalls(caller, setup.showId, setup), everyCall, who);
  }
  const anonymous = await raw.as('anonymous');
  assert.deepEqual(
    await salesCalls(anonymous, setup.showId, setup),
    everyCall.map(() => 401),
  );
  // the admit-only pass still admits: its door works
  assert.equal((await admitOnly.caller.get(`/api/v1/door/shows/${setup.showId}/tickets`)).statusCode, 200);
  const session = (await admitOnly.caller.get('/api/v1/door/session')).json().data;
  assert.equal(session.canSell, false);
  // another device of the same show may sell, but not on the first device's shift
  const stranger = await sellingDevice(t, admin, setup.showId);
  const onTheirShift = await sell(stranger.caller, saleOf(setup.shift, stranger.device, setup.categoryId, 1));
  assert.equal(onTheirShift.statusCode, 403);
  const closeTheirs = await stranger.caller.post(`/api/v1/door/shifts/${setup.shift.id}/close`, { counted: 0 });
  assert.equal(closeTheirs.statusCode, 403);
});

test('bad bytes: malformed or wrong bodies and paths answer 400, never a sale', async () => {
  const setup = await sellingSetup();
  const { caller, device } = setup.seller;
  const good = saleOf(setup.shift, device, setup.categoryId, 1);
  const malformed = await postRaw(caller, '/api/v1/door/sales', '{"key": "1", "count": ');
  const bad = [
    malformed,
    await sell(caller, { ...good, key: 'not-a-uuid' }),
    await sell(caller, { ...good, count: 11 }),
    await sell(caller, { ...good, count: 0 }),
    await sell(caller, { ...good, method: 'card' as 'cash' }),
    await sell(caller, { ...good, received: -5 }),
    await sell(caller, { ...good, received: 1000 }),
    await sell(caller, { ...good, buyer: { name: '', phone: '', email: '' } }),
    await sell(caller, { ...good, buyer: { name: 'A', phone: 'abc', email: '' } }),
    await sell(caller, { ...good, soldAt: 'kemarin' }),
    await sell(caller, { ...good, categoryId: 2147483648 }),
    await caller.post('/api/v1/door/shifts', { showId: setup.showId, device, float: 1.5 }),
    await caller.post('/api/v1/door/shifts', { showId: setup.showId, device, float: -1 }),
    await caller.post(`/api/v1/door/shifts/${setup.shift.id}/close`, { counted: '100' }),
    await caller.get('/api/v1/door/shifts/abc'),
    await admin.get('/api/v1/door/shows/abc/channels'),
    await admin.get('/api/v1/door/shifts/abc/report.pdf'),
    await caller.post(`/api/v1/door/sales/${good.key}/void`, { shiftId: 'satu' }),
    await caller.post('/api/v1/door/sales/bukan-uuid/void', { shiftId: setup.shift.id }),
    await caller.get('/api/v1/door/sales/%00'),
    await admin.put(`/api/v1/door/shows/${setup.showId}/quota`, { categories: [{ id: setup.categoryId, seats: -1 }] }),
    await admin.post(`/api/v1/door/passes/${setup.passId}/selling`, { canSell: 'ya' }),
  ];
  assert.deepEqual(
    bad.map((res) => res.statusCode),
    bad.map(() => 400),
    bad.map((res) => res.body).join('\n'),
  );
  // a category of another show is not this door's to sell
  const other = await showWithQuota(t, admin, 5, 2);
  const foreign = await sell(caller, { ...good, categoryId: other.categoryId });
  assert.equal(foreign.statusCode, 400);
  assert.match(foreign.json().message, /bukan milik pertunjukan ini/);
});

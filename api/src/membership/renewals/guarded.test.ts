import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../core/audit/schema.js';
import { recurringOf, sandboxRecurringOf } from '../../payments/recurring-provider.js';
import { withStaffFactors } from '../../test/access-matrix/roles.js';
import { buildTestApp, type Caller, type TestApp } from '../../test/app.js';
import { doorDevice } from '../../test/door-fixture.js';
import { TEST_SANDBOX_KEY } from '../../test/payments.js';
import { cardToken, linkedGopay, planOf, subscribeByCard } from '../../test/renewals.js';

/** Who may do what with automatic renewal: hostile callers, the admin's list and stop, account deletion. */
let t: TestApp;
let staffed: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, STAFF_SECOND_FACTOR: 'required' });
  staffed = withStaffFactors(t);
});
after(() => t.close());

const MEMBER_ROUTES: [string, string, unknown?][] = [
  ['POST', '/api/v1/renewals', { method: 'card', token_id: 'x'.repeat(20) }],
  ['GET', '/api/v1/renewals/mine'],
  ['POST', '/api/v1/renewals/mine/stop'],
  ['PUT', '/api/v1/renewals/mine/method', { method: 'card', token_id: 'x'.repeat(20) }],
  ['POST', '/api/v1/renewals/gopay-link', { phone: '081234567890' }],
  [
    'POST',
    '/api/v1/payment/sandbox/v2/token',
    { card_number: '4811111111111114', card_exp_month: '12', card_exp_year: '2031', card_cvv: '123' },
  ],
];
const send = (caller: Caller, [method, url, payload]: [string, string, unknown?]) =>
  caller.inject({ method: method as 'GET', url, ...(payload ? { payload: payload as object } : {}) });

test('no session: 401; a door pass: 403, on every member route', async () => {
  const anonymous = await t.as('anonymous');
  const { caller: door } = await doorDevice(staffed, await staffed.as('admin'), 'Pintu perpanjangan', null);
  for (const route of MEMBER_ROUTES) {
    assert.equal((await send(anonymous, route)).statusCode, 401, route.join(' '));
    assert.equal((await send(door, route)).statusCode, 403, route.join(' '));
  }
});

test("another member sees and stops only their own plan; an admin's routes refuse members and password-only staff", async () => {
  const ana = await t.newUser('user');
  const budi = await t.newUser('user');
  const plan = await subscribeByCard(ana);
  assert.equal((await budi.get('/api/v1/renewals/mine')).json().data, null);
  assert.equal((await budi.post('/api/v1/renewals/mine/stop')).statusCode, 409, 'nothing of his to stop');
  assert.equal((await planOf(t, ana)).state, 'active');
  // what Ana tokenized or linked is hers: Budi can neither spend it nor confirm it
  const anasCard = await cardToken(ana);
  assert.equal((await budi.post('/api/v1/renewals', { method: 'card', token_id: anasCard })).statusCode, 409);
  const link = await ana.post('/api/v1/renewals/gopay-link', { phone: '081211112222' });
  const anasAccount = link.json().data.account_id as string;
  assert.equal((await budi.post(`/api/v1/payment/sandbox/gopay/${anasAccount}`)).statusCode, 404);
  assert.equal((await budi.get(`/api/v1/payment/sandbox/gopay/${anasAccount}`)).statusCode, 404);
  assert.equal((await ana.post(`/api/v1/payment/sandbox/gopay/${anasAccount}`)).statusCode, 200);
  const takeover = await budi.post('/api/v1/renewals', { method: 'gopay', account_id: anasAccount });
  assert.equal(takeover.statusCode, 409, 'a GoPay account linked by another member');
  const passwordOnly = await t.newUser('admin');
  for (const caller of [budi, passwordOnly]) {
    assert.equal((await caller.get('/api/v1/admin/renewals')).statusCode, 403);
    assert.equal((await caller.post(`/api/v1/admin/renewals/${plan.id}/stop`)).statusCode, 403);
  }
});

test('bad bytes: malformed JSON, unknown methods, bad cards and ids answer 400', async () => {
  const member = await t.newUser('user');
  const bad = await member.inject({
    method: 'POST',
    url: '/api/v1/renewals',
    payload: '{"method":',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(bad.statusCode, 400);
  assert.equal((await member.post('/api/v1/renewals', { method: 'qris' })).statusCode, 400);
  const card = await member.post('/api/v1/payment/sandbox/v2/token', {
    card_number: '4811111111111115',
    card_exp_month: '12',
    card_exp_year: '2031',
    card_cvv: '123',
  });
  assert.equal(card.statusCode, 400, 'a number failing its checksum');
  assert.ok(card.json().errors.card_number);
  assert.equal((await member.post('/api/v1/renewals/gopay-link', { phone: '12345' })).statusCode, 400);
  const admin = await staffed.as('admin');
  assert.equal((await admin.post('/api/v1/admin/renewals/abc/stop')).statusCode, 400);
  assert.equal((await admin.get('/api/v1/admin/renewals?state=hilang')).statusCode, 400);
  // a one-time card token is used once
  const token = await cardToken(member);
  assert.equal((await member.post('/api/v1/renewals', { method: 'card', token_id: token })).statusCode, 201);
  const other = await t.newUser('user');
  assert.equal((await other.post('/api/v1/renewals', { method: 'card', token_id: token })).statusCode, 409);
});

test('the admin lists subscriptions by state and stops one, audited', async () => {
  const member = await t.newUser('user');
  const plan = await subscribeByCard(member);
  const admin = await staffed.as('admin');
  const active = (await admin.get('/api/v1/admin/renewals?state=active&limit=100')).json();
  assert.ok(active.data.some((row: { id: number }) => row.id === plan.id));
  assert.ok(active.data.every((row: { state: string }) => row.state === 'active'));
  const stop = await admin.post(`/api/v1/admin/renewals/${plan.id}/stop`);
  assert.equal(stop.statusCode, 200, stop.body);
  const stopped = (await admin.get('/api/v1/admin/renewals?state=stopped&method=card')).json();
  assert.ok(stopped.data.some((row: { id: number }) => row.id === plan.id));
  const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.resource, 'recurring_plans'));
  assert.ok(entries.some((entry) => entry.record_id === plan.id && entry.action === 'update'));
  assert.equal((await admin.post(`/api/v1/admin/renewals/${plan.id}/stop`)).statusCode, 409);
  assert.equal((await admin.post('/api/v1/admin/renewals/999999/stop')).statusCode, 404);
});

test('deleting the account disables the saved method at the gateway and forgets it here', async () => {
  const member = await t.newUser('user');
  const account = await linkedGopay(member, '081355554444');
  assert.equal((await member.post('/api/v1/renewals', { method: 'gopay', account_id: account })).statusCode, 201);
  const plan = await planOf(t, member);
  const gone = await member.inject({
    method: 'DELETE',
    url: '/api/v1/users/me',
    payload: { password: 'rahasia-123', confirm: 'HAPUS' },
  });
  assert.equal(gone.statusCode, 200, gone.body);
  assert.equal((await recurringOf(t.app).getSubscription(plan.gateway_ref ?? ''))?.status, 'inactive');
  assert.equal((await sandboxRecurringOf(t.app)?.method('gopay', account))?.status, 'DISABLED');
  const admin = await staffed.as('admin');
  const row = (await admin.get('/api/v1/admin/renewals?state=stopped&limit=100'))
    .json()
    .data.find((r: { id: number }) => r.id === plan.id);
  assert.deepEqual([row.id_user, row.masked, row.email], [null, null, null]);
});

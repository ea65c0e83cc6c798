import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadConfig } from '../core/config.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TEST_SANDBOX_KEY } from '../test/payments.js';
import { DAY, expiryOf, subscribeByCard } from '../test/renewals.js';

/** The browser tests' clock for the renewal run: a test server's route, never a production one. */
let hooked: TestApp;
let plain: TestApp;
before(async () => {
  [hooked, plain] = await Promise.all([
    buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, TEST_HOOKS: '1' }),
    buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY }),
  ]);
});
after(() => Promise.all([hooked.close(), plain.close()]));

const runAt = (t: TestApp, at: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/test-hooks/renewal-run', payload: { at } as Record<string, unknown> });

test('without TEST_HOOKS the hook does not exist', async () => {
  const res = await runAt(plain, new Date().toISOString());
  assert.equal(res.statusCode, 404);
});

test('a production server, or one with Midtrans keys, refuses to start with TEST_HOOKS=1', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production', TEST_HOOKS: '1' }), /TEST_HOOKS/);
  assert.throws(
    () => loadConfig({ NODE_ENV: 'test', TEST_HOOKS: '1', MIDTRANS_SERVER_KEY: 'SB-a', MIDTRANS_CLIENT_KEY: 'SB-b' }),
    /TEST_HOOKS/,
  );
  assert.equal(loadConfig({ NODE_ENV: 'production' }).TEST_HOOKS, false);
});

test('the hook runs the renewals as if now were `at`, and says what it did: one charge per due member', async () => {
  const member = await hooked.newUser('user');
  await subscribeByCard(member);
  const due = await expiryOf(hooked, member);
  const early = await runAt(hooked, new Date(due - 2 * DAY).toISOString());
  assert.equal(early.statusCode, 200, early.body);
  assert.equal(early.json().data.paid, 0, 'nothing is due two days before');
  assert.ok(early.json().data.reminded >= 1, 'the three-day reminder went out');
  const first = await runAt(hooked, new Date(due + 60_000).toISOString());
  assert.equal(first.json().data.paid, 1, first.body);
  const extended = await expiryOf(hooked, member);
  assert.ok(extended - due >= 28 * DAY, 'a month more');
  const again = await runAt(hooked, new Date(due + 120_000).toISOString());
  assert.equal(again.json().data.paid, 0, 'a second run charges nobody');
  assert.equal(await expiryOf(hooked, member), extended);
});

test('bad bytes: no time, a time that is no ISO time, a body that is no JSON', async () => {
  assert.equal((await runAt(hooked, undefined)).statusCode, 400);
  assert.equal((await runAt(hooked, 'besok pagi')).statusCode, 400);
  const garbage = await hooked.app.inject({
    method: 'POST',
    url: '/api/v1/test-hooks/renewal-run',
    headers: { 'content-type': 'application/json' },
    payload: '{"at": ',
  });
  assert.equal(garbage.statusCode, 400);
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LoginAnswer } from '@teater/contract';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { firstEnrolProof } from '../test/enrol-proof.js';
import { SoftPasskey } from '../test/passkey.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ STAFF_SECOND_FACTOR: 'required' });
});
after(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

/**
 * Registers `key` as a passkey of `caller`, confirmed with the mailed code (a first factor) or with
 * `shown`, a passkey the account has; answers the recovery codes of a first factor.
 */
async function register(caller: Caller, key: SoftPasskey, shown?: SoftPasskey) {
  const proof = shown ? await passkeyProof(caller, shown) : await firstEnrolProof(t, caller);
  const start = await caller.post('/api/v1/users/me/passkeys/options', proof);
  assert.equal(start.statusCode, 200, start.body);
  const { challenge, options } = start.json();
  const res = await caller.post('/api/v1/users/me/passkeys', {
    challenge,
    passkey: key.register(options),
    label: 'Laptop',
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { recoveryCodes: string[] | null };
}

async function passkeyProof(caller: Caller, key: SoftPasskey) {
  const asked = (await caller.post('/api/v1/users/me/passkeys/proof-options')).json();
  return { password: 'rahasia-123', challenge: asked.challenge, passkey: key.assert(asked.options) };
}

test('a passkey is a second factor, and the whole login for the account that has one', async () => {
  const admin = await t.newUser('admin', 'kunci@test.id');
  const key = new SoftPasskey();
  assert.equal((await register(admin, key)).recoveryCodes?.length, 10);
  assert.equal((await admin.get('/api/v1/users')).statusCode, 200);

  // after the password, the passkey answers the login's challenge
  const step = (await post('/users/login', { email: 'kunci@test.id', password: 'rahasia-123' })).json() as LoginAnswer;
  assert.ok('second_factor' in step);
  assert.deepEqual(step.second_factor.methods, ['passkey', 'recovery']);
  const asked = (await post('/users/login/passkey/options', { token: step.second_factor.token })).json();
  assert.equal(asked.options.allowCredentials[0].id, key.id);
  const second = await post('/users/login/second-factor', {
    token: step.second_factor.token,
    passkey: key.assert(asked.options),
  });
  assert.equal(second.statusCode, 200, second.body);

  // with no password at all
  const open = (await post('/users/login/passkey/options', {})).json();
  assert.deepEqual(open.options.allowCredentials ?? [], []);
  const signed = key.assert(open.options);
  const alone = await post('/users/login/passkey', { challenge: open.challenge, passkey: signed });
  assert.equal(alone.statusCode, 200, alone.body);
  const token = (alone.json() as { token: string }).token;
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/v1/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(me.json().data.email, 'kunci@test.id');
  assert.equal(me.json().data.needsSecondFactor, false);
  // a challenge answers once
  assert.equal((await post('/users/login/passkey', { challenge: open.challenge, passkey: signed })).statusCode, 401);

  // a key nobody registered opens nothing
  const stranger = new SoftPasskey();
  stranger.register({ challenge: 'x', rp: { id: 'localhost' } });
  const other = (await post('/users/login/passkey/options', {})).json();
  const refused = await post('/users/login/passkey', {
    challenge: other.challenge,
    passkey: stranger.assert(other.options),
  });
  assert.equal(refused.statusCode, 401);
});

test('removing a passkey is confirmed with a passkey', async () => {
  const member = await t.newUser('user', 'dua-kunci@test.id');
  const first = new SoftPasskey();
  const second = new SoftPasskey();
  await register(member, first);
  assert.equal((await register(member, second, first)).recoveryCodes, null);
  const { factors } = (await member.get('/api/v1/users/me/security')).json().data;
  assert.equal(factors.length, 2);
  const proof = (await member.post('/api/v1/users/me/passkeys/proof-options')).json();
  const res = await member.post(`/api/v1/users/me/second-factors/${factors[0].id}/remove`, {
    password: 'rahasia-123',
    challenge: proof.challenge,
    passkey: second.assert(proof.options),
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await member.get('/api/v1/users/me/security')).json().data.factors.length, 1);
});

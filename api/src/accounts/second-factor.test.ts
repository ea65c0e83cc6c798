import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type LoginAnswer, securityMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog } from '../core/audit/schema.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { firstEnrolProof } from '../test/enrol-proof.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ STAFF_SECOND_FACTOR: 'required' });
});
after(() => t.close());

const PASSWORD = 'rahasia-123';
/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
const secondStep = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login/second-factor', payload: { token, code } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Enrols an authenticator app for `caller`: its secret and the recovery codes it got. */
async function enrolTotp(caller: Caller) {
  const setup = await caller.post('/api/v1/users/me/totp', await firstEnrolProof(t, caller));
  assert.equal(setup.statusCode, 201, setup.body);
  const { token, secret, uri, qr } = setup.json().data as { token: string; secret: string; uri: string; qr: string };
  assert.match(uri, /^otpauth:\/\/totp\//);
  assert.match(qr, /^data:image\/png;base64,/);
  const wrong = await caller.post('/api/v1/users/me/totp/confirm', { token, code: '000000' });
  assert.equal(wrong.statusCode, 400);
  const confirmed = await caller.post('/api/v1/users/me/totp/confirm', {
    token,
    code: codeOf(secret),
    label: 'Ponsel',
  });
  assert.equal(confirmed.statusCode, 201, confirmed.body);
  const { recoveryCodes } = confirmed.json().data as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

const failuresOf = async (email: string) =>
  (
    await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'second-factor-failed'), eq(auditLog.actor_email, email)))
  ).length;

// second factor for staff
test('an admin without a factor is told to enrol and holds no admin power until it does', async () => {
  const admin = await t.newUser('admin', 'staf1@test.id');
  const member = await t.newUser('user');
  const first = (await login('staf1@test.id')).json() as LoginAnswer;
  assert.ok('token' in first && first.enrol_second_factor);
  for (const res of [
    await admin.get('/api/v1/users'),
    await admin.patch(`/api/v1/users/${member.id}`, { name: 'X' }),
  ]) {
    assert.equal(res.statusCode, 403, res.body);
  }
  assert.equal((await admin.get('/api/v1/users')).json().message, securityMessages.secondFactorRequired);
  assert.equal((await admin.get('/api/v1/users/me')).json().data.needsSecondFactor, true);

  const { recoveryCodes } = await enrolTotp(admin);
  assert.equal(recoveryCodes.length, 10);
  assert.equal(new Set(recoveryCodes).size, 10);
  // the session it enrolled in showed the factor: the admin area opens
  assert.equal((await admin.get('/api/v1/users')).statusCode, 200);
  assert.equal((await admin.get('/api/v1/users/me')).json().data.needsSecondFactor, false);
  const [added] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'factor-added'), eq(auditLog.actor_id, admin.id ?? 0)));
  assert.equal(added?.after?.kind, 'totp');
});

test('a login asks for the code; a wrong one, a replayed one and a used recovery code are refused', async () => {
  const admin = await t.newUser('admin', 'staf2@test.id');
  const { secret, recoveryCodes } = await enrolTotp(admin);
  const failedBefore = await failuresOf('staf2@test.id');
  const step = (await login('staf2@test.id')).json() as LoginAnswer;
  assert.ok('second_factor' in step);
  assert.deepEqual(step.second_factor.methods, ['totp', 'recovery']);
  const wrong = await secondStep(step.second_factor.token, '123456');
  assert.equal(wrong.statusCode, 401);
  assert.equal(wrong.json().message, securityMessages.wrongCode);

  const code = codeOf(secret, 1);
  const done = await secondStep(step.second_factor.token, code);
  assert.equal(done.statusCode, 200, done.body);
  const session = (done.json() as { token: string }).token;
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(session) })).statusCode, 200);
  // the step is used up, and the same code in a new login is refused
  assert.equal((await secondStep(step.second_factor.token, code)).statusCode, 401);
  const again = (await login('staf2@test.id')).json() as LoginAnswer;
  assert.ok('second_factor' in again);
  assert.equal((await secondStep(again.second_factor.token, code)).statusCode, 401);

  const recovery = recoveryCodes[0] ?? '';
  assert.equal((await secondStep(again.second_factor.token, recovery.toLowerCase())).statusCode, 200);
  const third = (await login('staf2@test.id')).json() as LoginAnswer;
  assert.ok('second_factor' in third);
  assert.equal((await secondStep(third.second_factor.token, recovery)).statusCode, 401);
  // the three refused login steps (the enrolment's wrong code is recorded too, before them)
  assert.equal((await failuresOf('staf2@test.id')) - failedBefore, 3);
});

test('wrong codes are limited like passwords', async () => {
  const admin = await t.newUser('admin', 'staf3@test.id');
  await enrolTotp(admin);
  const step = (await login('staf3@test.id')).json() as LoginAnswer;
  assert.ok('second_factor' in step);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await secondStep(step.second_factor.token, '111111')).statusCode);
  // ten wrong codes a minute per account and address: the enrolment's wrong code was the first
  assert.deepEqual(statuses, [...Array(9).fill(401), 429, 429]);
});

test('removing a factor takes the password and a working factor; the last one stays for staff', async () => {
  const admin = await t.newUser('admin', 'staf4@test.id');
  const { secret, recoveryCodes } = await enrolTotp(admin);
  const [factor] = (await admin.get('/api/v1/users/me/security')).json().data.factors as { id: number }[];
  const remove = (body: Record<string, string>) =>
    admin.post(`/api/v1/users/me/second-factors/${factor?.id}/remove`, body);
  assert.equal((await remove({ password: 'salah-salah', code: codeOf(secret, 1) })).statusCode, 400);
  assert.equal((await remove({ password: PASSWORD, code: '000000' })).statusCode, 400);
  const last = await remove({ password: PASSWORD, code: recoveryCodes[1] ?? '' });
  assert.equal(last.statusCode, 409);
  assert.equal(last.json().message, securityMessages.lastFactorRequired);
});

test('members may enrol too, and remove their factor with the password and a code', async () => {
  const member = await t.newUser('user', 'anggota2fa@test.id');
  const { recoveryCodes } = await enrolTotp(member);
  const state = (await member.get('/api/v1/users/me/security')).json().data;
  assert.equal(state.required, false);
  assert.equal(state.recoveryCodesLeft, 10);
  const id = state.factors[0].id;
  const res = await member.post(`/api/v1/users/me/second-factors/${id}/remove`, {
    password: PASSWORD,
    code: recoveryCodes[2],
  });
  assert.equal(res.statusCode, 200, res.body);
  const after = (await member.get('/api/v1/users/me/security')).json().data;
  assert.deepEqual([after.factors.length, after.recoveryCodesLeft], [0, 0]);
  assert.ok('token' in ((await login('anggota2fa@test.id')).json() as LoginAnswer));
});

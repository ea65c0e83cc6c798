import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type LoginAnswer, securityMessages } from '@teater/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { auditLog } from '../core/audit/schema.js';
import { firstEnrolProof } from '../test/enrol-proof.js';
import { deliver, smtp, t, useMailApp } from '../test/mail-fixture.js';
import { FACTOR_LOCKS_MS } from './login-throttle.js';

/** Second factors cannot be taken over with the password alone; wrong codes lock for longer each time. */
useMailApp({ STAFF_SECOND_FACTOR: 'required' });

const PASSWORD = 'rahasia-123';
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Calls of one session (its token), from one address. */
function session(token: string, remoteAddress = '127.0.0.1') {
  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      remoteAddress,
      headers: { authorization: `Bearer ${token}` },
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body?: object) => call('POST', url, body ?? {}),
  };
}
const login = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', remoteAddress, payload: { email, password: PASSWORD } });
const secondStep = (token: string, code: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login/second-factor', remoteAddress, payload: { token, code } });

/** A session opened with the password alone. */
async function passwordSession(email: string, remoteAddress?: string) {
  const answer = (await login(email, remoteAddress)).json() as LoginAnswer;
  assert.ok('token' in answer, 'a password-only session');
  return { ...session(answer.token, remoteAddress), token: answer.token, id: answer.data.user.id };
}

/** The code of the last enrolment mail to `email`, as its reader sees it (over SMTP). */
async function mailedCode(email: string) {
  await deliver();
  const mail = smtp.to(email).findLast((m) => m.subject?.startsWith('Kode untuk menambah faktor kedua'));
  const code = /Kode: (\d{8})/.exec(mail?.text ?? '')?.[1];
  assert.ok(code, 'the mail carries the code');
  return code;
}

describe('taking over a staff account with its password alone', () => {
  test('the intruder is refused at every step and its session ends at the owner’s first enrolment', async () => {
    const email = 'pemilik@test.id';
    await t.newUser('admin', email);
    const intruder = await passwordSession(email, '198.51.100.9');
    const owner = await passwordSession(email);

    // a staff session without its factor cannot lock the owner out
    const refusals = [
      await intruder.post('/users/me/sessions/end-others'),
      await intruder.post('/users/update-password', { password_current: PASSWORD, password: 'punya-penyusup-1' }),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${intruder.id}`,
        remoteAddress: '198.51.100.9',
        headers: { authorization: `Bearer ${intruder.token}` },
        payload: { email: 'penyusup@test.id' },
      }),
    ];
    for (const res of refusals) {
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(res.json().message, securityMessages.factorSessionRequired);
    }
    assert.equal((await owner.get('/users/me')).json().data.email, email, 'the e-mail stayed');

    // adding a factor takes the password and the mailed code, which the intruder cannot read
    for (const body of [undefined, { password: PASSWORD }, { password: PASSWORD, mailCode: '12345678' }]) {
      const totp = await intruder.post('/users/me/totp', body);
      assert.equal(totp.statusCode, 400, totp.body);
      assert.equal((await intruder.post('/users/me/passkeys/options', body)).statusCode, 400);
    }
    assert.equal((await intruder.post('/users/me/factor-mail-code')).statusCode, 200);
    const refused = await intruder.post('/users/me/totp', {
      password: 'bukan-ini-1',
      mailCode: await mailedCode(email),
    });
    assert.equal(refused.statusCode, 400, 'the mailed code needs the password too');
    assert.equal(refused.json().message, securityMessages.enrolProofRequired);

    // the owner enrols with the password and the code from the mailbox
    assert.equal((await owner.post('/users/me/factor-mail-code')).json().message, securityMessages.mailCodeSent);
    const setup = await owner.post('/users/me/totp', { password: PASSWORD, mailCode: await mailedCode(email) });
    assert.equal(setup.statusCode, 201, setup.body);
    const { token, secret } = setup.json().data as { token: string; secret: string };
    const confirmed = await owner.post('/users/me/totp/confirm', { token, code: codeOf(secret), label: 'Ponsel' });
    assert.equal(confirmed.statusCode, 201, confirmed.body);
    assert.equal((await owner.get('/users')).statusCode, 200);

    // the intruder's password-only session ended with it; a new login stops at the factor
    assert.equal((await intruder.get('/users/me')).statusCode, 401);
    assert.equal((await intruder.post('/users/me/totp', { password: PASSWORD })).statusCode, 401);
    const again = (await login(email, '198.51.100.9')).json() as LoginAnswer;
    assert.ok('second_factor' in again, 'the password alone opens no session any more');
    const [ended] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sessions-ended'), eq(auditLog.record_id, intruder.id)));
    // the intruder's, and the password-only session newUser() logged in with
    assert.equal((ended?.before?.sessions as number[] | undefined)?.length, 2);

    // a second factor takes a working one: the password with the mailed code is not enough
    assert.equal((await owner.post('/users/me/factor-mail-code')).statusCode, 409);
    assert.equal((await owner.post('/users/me/totp', { password: PASSWORD, mailCode: '12345678' })).statusCode, 400);
    const second = await owner.post('/users/me/totp', { password: PASSWORD, code: codeOf(secret, 1) });
    assert.equal(second.statusCode, 201, second.body);
  });
});

/** Expires the lock of `ip` on the account at once (as time would). */
const timePasses = (ip: string) =>
  t.app.db.execute(
    sql`UPDATE rate_limits SET resets_at = now() - interval '1 second' WHERE key LIKE ${`2fa-lock|${ip}|%`}`,
  );

/** Ten wrong codes from `ip` answered 401, then a lock (and it holds): answers its length in seconds. */
async function guessesUntilLocked(token: string, ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await secondStep(token, '111111', ip)).statusCode);
  assert.deepEqual(statuses, Array(10).fill(401));
  const locked = await secondStep(token, '222222', ip);
  assert.equal(locked.statusCode, 429);
  assert.equal((await secondStep(token, '333333', ip)).statusCode, 429, 'the lock holds');
  return Number(locked.headers['retry-after']);
}
const seconds = (ms: number) => ms / 1000;
const lockMails = async (email: string) => {
  await deliver();
  return smtp.to(email).filter((m) => m.subject?.startsWith('Login akunmu dikunci sementara'));
};

describe('wrong second-factor codes', () => {
  test('lock the guessing address for longer each time, tell the owner once, are audited; the owner still logs in', async () => {
    const email = 'dikunci@test.id';
    const owner = await t.newUser('admin', email);
    const setup = (await owner.post('/api/v1/users/me/totp', await firstEnrolProof(t, owner))).json().data;
    const enrolled = await owner.post('/api/v1/users/me/totp/confirm', {
      token: setup.token,
      code: codeOf(setup.secret),
    });
    assert.equal(enrolled.statusCode, 201, enrolled.body);
    const attacker = '203.0.113.66';
    const step = (await login(email, attacker)).json() as LoginAnswer;
    assert.ok('second_factor' in step);
    const guessUntilLocked = () => guessesUntilLocked(step.second_factor.token, attacker);

    const first = await guessUntilLocked();
    assert.ok(first > seconds(FACTOR_LOCKS_MS[0]) - 5 && first <= seconds(FACTOR_LOCKS_MS[0]), `${first} s`);

    // the owner, from their own address, is not held by the attacker's lock
    const own = (await login(email, '192.0.2.10')).json() as LoginAnswer;
    assert.ok('second_factor' in own);
    const done = await secondStep(own.second_factor.token, codeOf(setup.secret, 1), '192.0.2.10');
    assert.equal(done.statusCode, 200, done.body);

    // the owner hears of the first lock, with the guessing address
    const warned = await lockMails(email);
    assert.equal(warned.length, 1);
    assert.match(warned[0]?.text ?? '', new RegExp(attacker.replaceAll('.', '\\.')));

    await timePasses(attacker);
    const second = await guessUntilLocked();
    assert.ok(second > seconds(FACTOR_LOCKS_MS[1]) - 5 && second <= seconds(FACTOR_LOCKS_MS[1]), `${second} s`);
    await timePasses(attacker);
    const third = await guessUntilLocked();
    assert.ok(third > seconds(FACTOR_LOCKS_MS[2]) - 5 && third <= seconds(FACTOR_LOCKS_MS[2]), `${third} s`);
    assert.equal((await lockMails(email)).length, 1, 'one mail, at the first lock');

    // every refused try is in the audit log: 3 x (10 wrong codes + 2 tries refused by the lock)
    const failures = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'second-factor-failed'),
          eq(auditLog.record_id, owner.id ?? 0),
          eq(auditLog.ip, attacker),
        ),
      );
    assert.equal(failures.length, 36);
    assert.equal(failures.filter((row) => row.after?.locked === true).length, 6);
  });
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { authMessages, httpMessages } from '@teater/contract';
import { strFromU8, unzipSync } from 'fflate';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const signup = (email: string, password = 'rahasia-123', name = 'Siti') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/signup', payload: { name, email, password, accept_terms: true } });
const login = (email: string, password = 'rahasia-123') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });

test('signs up, logs in with the answer shape and cookies the web reads, never a hash', async () => {
  const res = await signup('siti@contoh.id');
  assert.equal(res.statusCode, 201);
  assert.equal(res.json().data.email, 'siti@contoh.id');
  assert.equal(res.body.includes('password'), false);

  const ok = await login('SITI@contoh.id');
  assert.equal(ok.statusCode, 200);
  const body = ok.json();
  assert.match(body.token, /^[\w-]{40,}$/);
  assert.equal(body.data.user.role, 'user');
  assert.equal(typeof body.data.user.id, 'number');
  const cookies = ok.cookies;
  const token = cookies.find((c) => c.name === 'token');
  assert.equal(token?.httpOnly, true);
  assert.equal(token?.sameSite, 'Lax');
  assert.equal(cookies.find((c) => c.name === 'id')?.value, String(body.data.user.id));
  assert.equal(cookies.find((c) => c.name === 'role')?.value, 'user');
});

test('a taken e-mail answers 409, bad input 400 with per-field errors', async () => {
  await signup('dua@contoh.id');
  const taken = await signup('DUA@contoh.id');
  assert.equal(taken.statusCode, 409);
  assert.equal(taken.json().message, authMessages.emailTaken);
  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/signup',
    payload: { name: '', email: 'x', password: '1' },
  });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(Object.keys(bad.json().errors).sort(), ['accept_terms', 'email', 'name', 'password']);
});

test('wrong password and unknown e-mail answer the same 401', async () => {
  await signup('tiga@contoh.id');
  const wrong = await login('tiga@contoh.id', 'salah-sekali');
  const unknown = await login('tidakada@contoh.id');
  assert.equal(wrong.statusCode, 401);
  assert.equal(unknown.statusCode, 401);
  assert.equal(wrong.json().message, unknown.json().message);
});

test('login is rate limited per account', async () => {
  await signup('brute@contoh.id');
  const codes: number[] = [];
  for (let i = 0; i < 12; i++) codes.push((await login('brute@contoh.id', `tebakan-${i}`)).statusCode);
  assert.equal(codes.at(-1), 429);
  assert.equal(codes.filter((c) => c === 401).length, 10);
});

test('logins that succeed never count against the limit', async () => {
  await signup('sering@contoh.id');
  const codes: number[] = [];
  for (let i = 0; i < 15; i++) codes.push((await login('sering@contoh.id')).statusCode);
  assert.deepEqual(new Set(codes), new Set([200]));
});

test('one address guessing one password across many accounts is limited too', async () => {
  const from = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      remoteAddress: '203.0.113.7',
      payload: { email: `korban${i}@contoh.id`, password: 'rahasia-umum-1' },
    });
  const codes: number[] = [];
  for (let i = 0; i < 32; i++) codes.push((await from(i)).statusCode);
  assert.equal(codes.filter((c) => c === 401).length, 30);
  const refused = await from(99);
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().message, httpMessages.rateLimited);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  // another address is not held by it
  assert.equal((await login('korban1@contoh.id', 'rahasia-umum-1')).statusCode, 401);
});

test('the id and role cookies grant nothing: only the token counts', async () => {
  const admin = await t.as('admin');
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/users',
    cookies: { id: String(admin.id), role: 'superadmin' },
  });
  assert.equal(res.statusCode, 401);
});

test('logout ends the session on the server', async () => {
  const user = await t.newUser('user');
  assert.equal((await user.get('/api/v1/users/me')).statusCode, 200);
  const out = await user.post('/api/v1/users/logout');
  assert.equal(out.statusCode, 200);
  assert.equal((await user.get('/api/v1/users/me')).statusCode, 401);
});

test('a wrong password is on record as a failed login: in the admin’s "Login gagal" filter and the member’s login history, never the password', async () => {
  assert.equal((await signup('gagal.masuk@contoh.id')).statusCode, 201);
  assert.equal((await login('gagal.masuk@contoh.id', 'tebakan-salah-9')).statusCode, 401);
  const member = (await login('gagal.masuk@contoh.id')).json() as { token: string; data: { user: { id: number } } };

  const admin = await t.as('admin');
  const failed = (await admin.get(`/api/v1/admin/audit?action=login-failed&record_id=${member.data.user.id}`)).json();
  assert.equal(failed.meta.total, 1);
  assert.equal(failed.data[0].actor_id, member.data.user.id);
  assert.equal(failed.data[0].summary, 'gagal.masuk@contoh.id');
  assert.ok(failed.data[0].ip);
  assert.doesNotMatch(JSON.stringify(failed.data), /tebakan-salah/);

  const archive = await t.app.inject({
    method: 'GET',
    url: '/api/v1/users/me/export.zip',
    headers: { authorization: `Bearer ${member.token}` },
  });
  const history = JSON.parse(
    strFromU8(unzipSync(new Uint8Array(archive.rawPayload))['riwayat-login.json'] ?? new Uint8Array()),
  );
  assert.deepEqual(history.map((entry: { action: string }) => entry.action).sort(), ['login', 'login-failed']);
});

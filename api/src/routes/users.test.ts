import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { authMessages, httpMessages, validationMessages } from '@teater/contract';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const signup = (email: string, password = 'rahasia-123', name = 'Siti') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/signup', payload: { name, email, password } });
const login = (email: string, password = 'rahasia-123') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });

describe('signup and login', () => {
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
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['email', 'name', 'password']);
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
});

describe('own account', () => {
  test('a user reads and edits own name and e-mail', async () => {
    const user = await t.newUser('user');
    const res = await user.patch(`/api/v1/users/${user.id}`, { name: 'Nama Baru', email: 'baru@contoh.id' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, authMessages.profileUpdated);
    const me = (await user.get(`/api/v1/users/${user.id}`)).json().data;
    assert.equal(me.name, 'Nama Baru');
    assert.equal(me.email, 'baru@contoh.id');
    assert.equal(me.subscription_time, null);
  });

  test('a user can not raise own role or subscription', async () => {
    const user = await t.newUser('user');
    for (const body of [
      { role: 'admin' },
      { subscription_time: '2030-01-01T00:00:00Z' },
      { subscription: true },
      { name: 'x', role: 'superadmin' },
    ]) {
      const res = await user.patch(`/api/v1/users/${user.id}`, body);
      assert.equal(res.statusCode, 403, JSON.stringify(body));
    }
    const me = (await user.get(`/api/v1/users/${user.id}`)).json().data;
    assert.equal(me.role, 'user');
    assert.equal(me.subscription_time, null);
    assert.equal(me.name, 'Uji user');
  });

  test('a user can neither read nor change another user', async () => {
    const a = await t.newUser('user');
    const b = await t.newUser('user');
    assert.equal((await a.get(`/api/v1/users/${b.id}`)).statusCode, 403);
    assert.equal((await a.patch(`/api/v1/users/${b.id}`, { name: 'dibajak' })).statusCode, 403);
    assert.equal((await a.delete(`/api/v1/users/${b.id}`)).statusCode, 403);
    assert.equal((await a.get('/api/v1/users')).statusCode, 403);
    assert.equal(
      (
        await a.post('/api/v1/users/update-password', {
          id: b.id,
          password_current: 'rahasia-123',
          password: 'baru-sekali-123',
        })
      ).statusCode,
      403,
    );
  });

  test('changing the password needs the current one and ends the other sessions', async () => {
    const user = await t.newUser('user', 'ganti@contoh.id');
    const other = await login('ganti@contoh.id');
    const otherToken = other.json().token as string;
    const wrong = await user.post('/api/v1/users/update-password', {
      id: user.id,
      password_current: 'keliru',
      password: 'baru-sekali-123',
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().errors.password_current, authMessages.wrongCurrentPassword);
    const ok = await user.post('/api/v1/users/update-password', {
      id: user.id,
      password_current: 'rahasia-123',
      password: 'baru-sekali-123',
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().message, authMessages.passwordChanged);
    assert.equal((await user.get('/api/v1/users/me')).statusCode, 200);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    assert.equal(stale.statusCode, 401);
    assert.equal((await login('ganti@contoh.id', 'baru-sekali-123')).statusCode, 200);
  });
});

describe('account administration', () => {
  test('an admin lists users without password hashes, uncached', async () => {
    const admin = await t.as('admin');
    const res = await admin.get('/api/v1/users');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.ok(res.json().data.length > 0);
    assert.equal(/password|hash/i.test(res.body), false);
  });

  test('an admin creates, edits (subscription_time) and deletes a user account', async () => {
    const admin = await t.as('admin');
    const created = await admin.post('/api/v1/users', {
      email: 'baru.admin.buat@contoh.id',
      name: 'Baru',
      password: 'rahasia-123',
      role: 'user',
      subscription: false,
    });
    assert.equal(created.statusCode, 201);
    const id = created.json().data.id;
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const edited = await admin.patch(`/api/v1/users/${id}`, { subscription_time: until });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().data.subscription, true);
    assert.equal(edited.json().data.subscription_time, until);
    assert.equal((await admin.delete(`/api/v1/users/${id}`)).statusCode, 200);
    assert.equal((await admin.get(`/api/v1/users/${id}`)).statusCode, 404);
  });

  test('an admin can neither create nor change nor delete admins, nor promote a user', async () => {
    const admin = await t.as('admin');
    const otherAdmin = await t.newUser('admin');
    const user = await t.newUser('user');
    assert.equal(
      (await admin.post('/api/v1/users', { email: 'calon@contoh.id', password: 'rahasia-123', role: 'admin' }))
        .statusCode,
      403,
    );
    assert.equal((await admin.patch(`/api/v1/users/${otherAdmin.id}`, { name: 'x' })).statusCode, 403);
    assert.equal((await admin.delete(`/api/v1/users/${otherAdmin.id}`)).statusCode, 403);
    assert.equal((await admin.patch(`/api/v1/users/${user.id}`, { role: 'admin' })).statusCode, 403);
    assert.equal((await admin.patch(`/api/v1/users/${admin.id}`, { role: 'superadmin' })).statusCode, 403);
  });

  test('a superadmin manages admins; nobody removes the last superadmin', async () => {
    const superadmin = await t.as('superadmin');
    const created = await superadmin.post('/api/v1/users', {
      email: 'admin.baru@contoh.id',
      password: 'rahasia-123',
      role: 'admin',
    });
    assert.equal(created.statusCode, 201);
    assert.equal(created.json().data.role, 'admin');
    const id = created.json().data.id;
    assert.equal((await superadmin.patch(`/api/v1/users/${id}`, { role: 'user' })).statusCode, 200);
    assert.equal((await superadmin.delete(`/api/v1/users/${id}`)).statusCode, 200);

    const supers = (await superadmin.get('/api/v1/users'))
      .json()
      .data.filter((u: { role: string }) => u.role === 'superadmin');
    assert.equal(supers.length, 1);
    assert.equal((await superadmin.delete(`/api/v1/users/${superadmin.id}`)).statusCode, 403);
    assert.equal((await superadmin.patch(`/api/v1/users/${superadmin.id}`, { role: 'admin' })).statusCode, 403);
  });
});

describe('the API core', () => {
  test('malformed JSON, unknown routes and bad ids answer in the error format', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, validationMessages.malformedJson);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/tidak-ada' });
    assert.equal(missing.statusCode, 404);
    assert.equal(typeof missing.json().message, 'string');
    const admin = await t.as('admin');
    assert.equal((await admin.get('/api/v1/users/abc')).statusCode, 400);
  });

  test('a browser write from another site is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      headers: { origin: 'https://jahat.example', host: 'localhost:3000' },
      payload: { name: 'x', email: 'csrf@contoh.id', password: 'rahasia-123' },
    });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, httpMessages.crossOrigin);
  });

  test('responses carry security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/beritas' });
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
  });
});

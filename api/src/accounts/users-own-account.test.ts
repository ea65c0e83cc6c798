import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { authMessages } from '@teater/contract';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const login = (email: string, password = 'rahasia-123') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });

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

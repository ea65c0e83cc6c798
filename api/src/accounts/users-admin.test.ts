import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

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

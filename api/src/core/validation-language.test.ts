import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/app.js';

// A 400's messages come in the language the call asks for: the schemas are built once, at start,
// but their messages are read when a check fails (or translated by the error formatter).
let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const badSignup = { name: 'Uji Bahasa', email: 'bukan-email', password: 'rahasia-123', accept_terms: true };
const signup = (url: string, headers: Record<string, string> = {}, payload: object = badSignup) =>
  t.app.inject({ method: 'POST', url, headers, payload });

test('a registration with a bad e-mail answers in Indonesian by default', async () => {
  const res = await signup('/api/v1/users/signup');
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'Data yang dikirim tidak valid');
  assert.equal(res.json().errors.email, 'Format email tidak valid');
});

test('... and in English when Accept-Language asks for it', async () => {
  const res = await signup('/api/v1/users/signup', { 'accept-language': 'en' });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'The data sent is not valid');
  assert.equal(res.json().errors.email, 'Invalid email format');
});

test('... and in English with ?lang=en', async () => {
  const res = await signup('/api/v1/users/signup?lang=en', { 'accept-language': 'id' });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().errors.email, 'Invalid email format');
});

test('parameterised messages follow the language too (a short password, a long name)', async () => {
  const body = { ...badSignup, email: 'bahasa@contoh.id', password: 'pendek', name: 'x'.repeat(101) };
  const id = (await signup('/api/v1/users/signup', {}, body)).json().errors;
  assert.equal(id.password, 'Password minimal 8 karakter');
  assert.equal(id.name, 'Maksimal 100 karakter');
  const en = (await signup('/api/v1/users/signup?lang=en', {}, body)).json().errors;
  assert.equal(en.password, 'Password must be at least 8 characters');
  assert.equal(en.name, 'At most 100 characters');
});

test('a list query refused in English names the limit in English', async () => {
  const id = await t.app.inject({ method: 'GET', url: '/api/v1/galeris?limit=1000' });
  assert.equal(id.statusCode, 400);
  assert.match(JSON.stringify(id.json()), /Parameter limit harus bilangan bulat antara 1 dan 100/);
  const en = await t.app.inject({ method: 'GET', url: '/api/v1/galeris?limit=1000&lang=en' });
  assert.equal(en.statusCode, 400);
  assert.match(JSON.stringify(en.json()), /The limit parameter must be a whole number from 1 to 100/);
});

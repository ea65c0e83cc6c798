import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { httpMessages, validationMessages } from '@teater/contract';
import { buildTestApp, type TestApp } from './test/app.js';
import { postRaw } from './test/raw-body.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('malformed JSON, unknown routes and bad ids answer in the error format', async () => {
  const bad = await postRaw(t.app, '/api/v1/users/login', '{"email":');
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
    payload: { name: 'x', email: 'csrf@contoh.id', password: 'rahasia-123', accept_terms: true },
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

test('pages carry the page policy; API answers and the files pages load the short one', async () => {
  const short = "default-src 'none'; frame-ancestors 'none'";
  for (const url of ['/api/v1/beritas', '/media/i/contoh-768.avif', '/assets/index-abc.js', '/favicon.svg']) {
    const res = await t.app.inject({ method: 'GET', url });
    assert.equal(res.headers['content-security-policy'], short, url);
    assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin', url);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
  }
  for (const url of ['/api/docs/', '/news', '/media/v/contoh.mp4']) {
    const res = await t.app.inject({ method: 'GET', url });
    assert.match(String(res.headers['content-security-policy']), /script-src 'self'/, url);
  }
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { authMessages, inImageFormat } from '@teater/contract';
import type { Role } from '../test/app.js';
import { created, fileUrls, t, useExclusiveApp } from '../test/exclusive-fixture.js';

/** Who reads and writes exclusive content: the whole matrix, one row per role. */
useExclusiveApp();

/** What each role gets when reading anything exclusive: the whole matrix, one row per role. */
const MATRIX: { role: Role; status: number; message?: string }[] = [
  { role: 'anonymous', status: 401, message: authMessages.loginRequired },
  { role: 'user', status: 403, message: authMessages.subscriptionRequired },
  { role: 'expired', status: 403, message: authMessages.subscriptionExpired },
  { role: 'subscriber', status: 200 },
  { role: 'admin', status: 200 },
];

describe('exclusive content access matrix', () => {
  const endpoints = () => [
    '/api/v1/subsvideos',
    `/api/v1/subsvideos/${created.video.id}`,
    '/api/v1/subsnaskahs',
    `/api/v1/subsnaskahs/${created.script.id}`,
    '/api/v1/subsgaleri',
    `/api/v1/subsgaleri/${created.album.id}`,
    ...fileUrls(),
    inImageFormat(created.album.thumbnail, 'avif'),
  ];

  for (const { role, status, message } of MATRIX) {
    test(`${role} reads every exclusive list, detail and file with ${status}`, async () => {
      const caller = await t.as(role);
      for (const url of endpoints()) {
        const res = await caller.get(url);
        assert.equal(res.statusCode, status, `${role} GET ${url}`);
        if (message) assert.equal(res.json().message, message, url);
        if (status === 200 || url.startsWith('/api/v1/files/')) {
          assert.match(String(res.headers['cache-control']), /private, no-store/, url);
        }
      }
    });
  }

  test('only admins write exclusive content', async () => {
    const subscriber = await t.as('subscriber');
    const body = new FormData();
    body.set('judul', 'Tidak boleh');
    body.set('karya', 'x');
    body.set('deskripsi', 'x');
    assert.equal((await subscriber.post('/api/v1/subsgaleri', body)).statusCode, 403);
    assert.equal((await subscriber.delete(`/api/v1/subsvideos/${created.video.id}`)).statusCode, 403);
  });
});

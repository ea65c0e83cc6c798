import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { httpMessages } from '@teater/contract';
import { buildApp } from '../app.js';
import { openTemplateDatabase } from '../test/pglite-template.js';
import { postRaw } from '../test/raw-body.js';
import { loadConfig } from './config.js';

let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;

before(async () => {
  const database = await openTemplateDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/teater-errors-test' }),
    database,
    logger: false,
  });
  app.get('/api/v1/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
});
after(() => close());

test('a server error answers 500 without its internals', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
  assert.equal(res.statusCode, 500);
  assert.deepEqual(res.json(), { message: httpMessages.server });
  assert.equal(res.body.includes('secret'), false);
});

test('an unknown API route answers 404 in the error format, even for a browser', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/tidak/ada', headers: { accept: 'text/html' } });
  assert.equal(res.statusCode, 404);
  assert.equal(typeof res.json().message, 'string');
});

test('a wrong content type answers 415', async () => {
  const res = await postRaw(app, '/api/v1/users/login', 'x', 'application/xml');
  assert.equal(res.statusCode, 415);
});

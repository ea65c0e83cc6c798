import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { createShow } from '../test/payments.js';

let t: TestApp;
let admin: Caller;
let member: Caller;
let showId: number;
const logLines: string[] = [];

before(async () => {
  const log = new PassThrough();
  log.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await buildTestApp({}, { log });
  admin = await t.as('admin');
  member = await t.as('subscriber');
  showId = (await createShow(t)).id;
});
after(() => t.close());

const TOO_BIG_ID = 2_147_483_648;
const order = (fields: Record<string, unknown>) => ({
  nama_user: 'Rina',
  no_telp: '081234567890',
  jumlah_tiket: 1,
  id_tiket: showId,
  ...fields,
});
const signup = (fields: Record<string, unknown>) => ({
  name: 'Sari',
  email: `sari${Math.random()}@contoh.id`,
  password: 'rahasia-123',
  accept_terms: true,
  ...fields,
});

/** A multipart request as a client may really send it: raw bytes and its content type. */
const multipart = (contentType: string, body: string) =>
  admin.inject({ method: 'POST', url: '/api/v1/image', headers: { 'content-type': contentType }, payload: body });
const part = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

interface BadInput {
  what: string;
  send: () => Promise<{ statusCode: number; body: string }>;
}

const cases: BadInput[] = [
  { what: 'a NUL byte in an admin search', send: () => admin.get('/api/v1/users?q=a%00b') },
  { what: 'a NUL byte in a payments search', send: () => admin.get('/api/v1/payment?q=%00') },
  { what: 'a NUL byte in a public search', send: () => member.get('/api/v1/beritas?q=%00') },
  {
    what: 'a NUL byte in a sign-up name',
    send: async () => (await t.as('anonymous')).post('/api/v1/users/signup', signup({ name: 'Sa\u0000ri' })),
  },
  {
    what: 'a NUL byte in a login e-mail',
    send: async () => (await t.as('anonymous')).post('/api/v1/users/login', { email: 'a\u0000@b.id', password: 'x' }),
  },
  { what: 'a NUL byte in a path', send: () => admin.get('/api/v1/users/%00') },
  {
    what: 'a lone surrogate in a buyer name',
    send: () => member.post('/api/v1/tiket/user/pesan', order({ nama_user: 'Rina \ud800' })),
  },
  { what: 'a lone surrogate in a profile name', send: () => member.patch('/api/v1/users/me', { name: '\udc00' }) },
  { what: 'an id too big in an order path', send: () => member.post(`/api/v1/tiket/orders/${TOO_BIG_ID}/cancel`) },
  {
    what: 'an id too big in an order body',
    send: () => member.post('/api/v1/tiket/user/pesan', order({ id_tiket: TOO_BIG_ID })),
  },
  {
    what: 'an id too big in an order category',
    send: () =>
      member.post(
        '/api/v1/tiket/user/pesan',
        order({ jumlah_tiket: undefined, categories: [{ id: TOO_BIG_ID, count: 1 }] }),
      ),
  },
  {
    what: 'an id too big in a waiting-list body',
    send: () => member.post('/api/v1/tiket/waitlist', { id_kategori: TOO_BIG_ID, quantity: 1 }),
  },
  { what: 'an id too big in a waiting-list path', send: () => member.delete(`/api/v1/tiket/waitlist/${TOO_BIG_ID}`) },
  { what: 'an id too big in a list filter', send: () => admin.get(`/api/v1/tiket/orders?id_tiket=${TOO_BIG_ID}`) },
  { what: 'a year 99999 in a date filter', send: () => admin.get('/api/v1/payment?createdAt_from=99999-01-01') },
  { what: 'a year 99999 in an audit filter', send: () => admin.get('/api/v1/admin/audit?createdAt_to=99999-12-31') },
  {
    what: 'a year 99999 in a show date',
    send: () => admin.patch(`/api/v1/tiket/${showId}`, { tanggal_pertujukan: '99999-01-01T19:00:00Z' }),
  },
  { what: 'a multipart body without a boundary', send: () => multipart('multipart/form-data', part('x')) },
  {
    what: 'a multipart body cut short',
    send: () => multipart('multipart/form-data; boundary=xyz', `${part('xyz')}\x89PNG`),
  },
  {
    what: 'a multipart body of garbage',
    send: () => multipart('multipart/form-data; boundary=xyz', 'not a form at all'),
  },
];

for (const bad of cases) {
  test(`${bad.what}: 400 with an Indonesian message, never a 500`, async () => {
    const res = await bad.send();
    assert.equal(res.statusCode, 400, res.body);
    const { message } = JSON.parse(res.body) as { message: string };
    assert.match(message, /tidak|Berisi|Unggahan/, message);
  });
}

test('the message of refused bytes names the field and says what is wrong', async () => {
  const res = await (await t.as('anonymous')).post('/api/v1/users/signup', signup({ name: 'Sa\u0000ri' }));
  assert.equal(res.json().message, 'Berisi karakter yang tidak diizinkan');
  assert.equal(res.json().errors.name, 'Berisi karakter yang tidak diizinkan');
  const english = await (await t.as('anonymous')).post('/api/v1/users/signup?lang=en', signup({ name: 'Sa\u0000ri' }));
  assert.equal(english.json().message, 'Contains characters that are not allowed');
});

test('a failed query is logged by its statement, never with its values', async () => {
  // the column the sign-up writes is gone: the insert fails in the database, a real 500
  await t.app.db.execute(sql`ALTER TABLE users RENAME COLUMN name TO name_gone`);
  try {
    const email = 'rahasia.sekali@contoh.id';
    const res = await (await t.as('anonymous')).post('/api/v1/users/signup', signup({ name: 'Nama Rahasia', email }));
    assert.equal(res.statusCode, 500);
    assert.equal(res.json().message.includes('insert'), false, 'the answer hides the statement');
    await new Promise((resolve) => setImmediate(resolve));
    const entry = logLines
      .map((line) => JSON.parse(line) as { msg: string; err?: { query?: string } })
      .find((e) => e.err);
    assert.ok(entry?.err, logLines.join('\n'));
    assert.match(entry.err.query ?? '', /from "users" where lower\("users"\."email"\) = \$1/, 'the statement is named');
    const logged = logLines.join('\n');
    for (const value of [email, 'Nama Rahasia']) assert.equal(logged.includes(value), false, value);
    assert.doesNotMatch(logged, /params/);
  } finally {
    await t.app.db.execute(sql`ALTER TABLE users RENAME COLUMN name_gone TO name`);
  }
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../accounts/passwords.js';
import { users } from '../accounts/schema.js';
import { appsOnOneDatabase, type SharedDatabaseApps } from '../test/shared-database.js';

/**
 * Two server processes' worth of apps on one database: a caller guessing passwords through both
 * is held to one limit (10 a minute), not to ten per process.
 */
let shared: SharedDatabaseApps;
before(async () => {
  shared = await appsOnOneDatabase(2);
  const [first] = shared.apps;
  await first?.db
    .insert(users)
    .values({ name: 'Sasaran', email: 'sasaran@contoh.id', passwordHash: await hashPassword('benar-sekali-1') });
});
after(() => shared.close());

test('failed logins through two processes count against one limit', async () => {
  const [a, b] = shared.apps;
  assert.ok(a && b);
  const codes: number[] = [];
  // concurrently, half through each process: the counter is one row, whichever process counts
  const attempts = Array.from({ length: 14 }, (_, i) =>
    (i % 2 ? a : b).inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'sasaran@contoh.id', password: `tebakan-${i}` },
    }),
  );
  for (const res of await Promise.all(attempts)) codes.push(res.statusCode);
  assert.equal(codes.filter((code) => code === 401).length, 10, codes.join(','));
  assert.equal(codes.filter((code) => code === 429).length, 4, codes.join(','));

  const [row] = (
    (await a.db.execute(sql`SELECT hits FROM rate_limits WHERE key LIKE '%sasaran@contoh.id'`)) as unknown as {
      rows: { hits: number }[];
    }
  ).rows;
  assert.equal(row?.hits, 14);
});

test('sign-ups from one address are limited', async () => {
  const [a, b] = shared.apps;
  assert.ok(a && b);
  const codes: number[] = [];
  for (let i = 0; i < 32; i++) {
    const res = await (i % 2 ? a : b).inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { name: `Tamu ${i}`, email: `tamu${i}@contoh.id`, password: 'rahasia-123', accept_terms: true },
    });
    codes.push(res.statusCode);
  }
  assert.equal(codes.filter((code) => code === 201).length, 30);
  assert.deepEqual(codes.slice(30), [429, 429]);
});

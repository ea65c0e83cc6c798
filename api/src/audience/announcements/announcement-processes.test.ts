import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../accounts/passwords.js';
import { users } from '../../accounts/schema.js';
import { recipientsOf, seedMembers } from '../../test/audience-fixture.js';
import { appsOnOneDatabase, type SharedDatabaseApps } from '../../test/shared-database.js';
import { startSmtp, type TestSmtp } from '../../test/smtp.js';

/**
 * An announcement to 5,000 consenting members, queued and delivered by two server processes at
 * once (two apps on one database: on PostgreSQL each with its own pool): every member who
 * consented gets it exactly once, and nobody else.
 */
const MEMBERS = 5000;
/** every 10th never said yes, every 25th withdrew: they get nothing */
const NEVER = 10;
const WITHDRAWN = 25;
let smtp: TestSmtp;
let shared: SharedDatabaseApps;

before(async () => {
  smtp = await startSmtp();
  shared = await appsOnOneDatabase(2, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Teater Satu <kabar@teater.test>',
    ANNOUNCEMENT_MAILS_PER_MINUTE: '1000000',
  });
});
after(async () => {
  await shared?.close();
  await smtp?.stop();
});

async function adminToken(app: FastifyInstance) {
  await app.db.insert(users).values({
    name: 'Admin Kabar',
    email: 'admin@kabar.test',
    passwordHash: await hashPassword('rahasia-admin-1'),
    role: 'admin',
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email: 'admin@kabar.test', password: 'rahasia-admin-1' },
  });
  return res.json().token as string;
}

const call = (app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

test(`an announcement to ${MEMBERS} members is queued and sent once each by two processes`, async () => {
  const [first, second] = shared.apps;
  assert.ok(first && second);
  await seedMembers(first.db, MEMBERS, { neverEvery: NEVER, withdrawnEvery: WITHDRAWN });
  const consenting = Array.from({ length: MEMBERS }, (_, i) => i + 1)
    .filter((n) => n % NEVER !== 0 && n % WITHDRAWN !== 0)
    .map((n) => `anggota${n}@anggota.test`);
  const token = await adminToken(first);
  const created = await call(first, token, 'POST', '/announcements', {
    title: 'Festival Teater Lampung',
    body: 'Tiga malam, sembilan lakon.',
    audience: 'all',
  });
  const { id } = created.json().data as { id: number };
  assert.equal((await call(first, token, 'POST', `/announcements/${id}/test`)).statusCode, 200);
  // the send is asked of the other process: whichever process serves it, the workers share it
  assert.equal((await call(second, token, 'POST', `/announcements/${id}/send`)).statusCode, 200);

  await Promise.all([first.announcements.queueNow(), second.announcements.queueNow()]);
  let delivered = 0;
  for (let round = 0; round < 10 && delivered < consenting.length + 1; round++) {
    const [a, b] = await Promise.all([first.mail.deliverDue(), second.mail.deliverDue()]);
    delivered += a + b;
  }
  await smtp.waitFor(consenting.length + 1, 60_000);

  const announced = smtp.received.filter((m) => m.subject === 'Festival Teater Lampung | Teater Satu');
  const addresses = announced.flatMap(recipientsOf);
  assert.equal(addresses.length, consenting.length, 'one mail per consenting member');
  assert.equal(new Set(addresses).size, consenting.length, 'nobody twice');
  assert.deepEqual([...addresses].sort(), [...consenting].sort(), 'exactly those who consented');

  const shown = (await call(second, token, 'GET', `/announcements/${id}`)).json().data;
  assert.equal(shown.status, 'sent');
  assert.deepEqual(shown.stats, { queued: consenting.length, sent: consenting.length, failed: 0, unsubscribed: 0 });
  const [left] = (
    (await first.db.execute(sql`
    SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'announcement' AND status <> 'sent'`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  assert.equal(left?.n, 0);
});

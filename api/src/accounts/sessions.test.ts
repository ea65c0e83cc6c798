import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { SessionInfo } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../core/audit/schema.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { appsOnOneDatabase, type SharedDatabaseApps } from '../test/shared-database.js';
import { hashPassword } from './passwords.js';
import { users } from './schema.js';

// Two apps on one database, as two server processes behind a load balancer would be.
let shared: SharedDatabaseApps;
let one: FastifyInstance;
let two: FastifyInstance;
before(async () => {
  shared = await appsOnOneDatabase(2);
  [one, two] = shared.apps as [FastifyInstance, FastifyInstance];
  const passwordHash = await hashPassword('rahasia-123');
  await one.db.insert(users).values([
    { name: 'Kepala', email: 'kepala@test.id', passwordHash, role: 'superadmin' },
    { name: 'Anggota', email: 'anggota@test.id', passwordHash },
  ]);
});
after(() => shared.close());

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Logs in through `app` from a browser with `userAgent` (and its device cookie, if it has one). */
async function login(app: FastifyInstance, email: string, userAgent: string, device?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { 'user-agent': userAgent, ...(device ? { cookie: `device=${device}` } : {}) },
    payload: { email, password: 'rahasia-123' },
  });
  assert.equal(res.statusCode, 200, res.body);
  const cookie = res.cookies.find((c) => c.name === 'device');
  return { token: (res.json() as { token: string }).token, device: cookie?.value ?? device ?? '' };
}
const call = (app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
const newDeviceMails = () =>
  one.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'new-device-login'), eq(mailOutbox.recipient, 'anggota@test.id')));

// sessions you can see
test('each device is listed; a new one mails the owner; one or all others can be ended', async () => {
  const phone = await login(one, 'anggota@test.id', PHONE);
  assert.equal((await newDeviceMails()).length, 0, 'the first device is simply remembered');
  const laptop = await login(two, 'anggota@test.id', LAPTOP);
  const mails = await newDeviceMails();
  assert.equal(mails.length, 1);
  assert.match(String(mails[0]?.data.device), /Firefox 128 · Windows/);
  await login(one, 'anggota@test.id', PHONE, phone.device);
  assert.equal((await newDeviceMails()).length, 1, 'a known device sends nothing');

  const listed = (await call(one, phone.token, 'GET', '/users/me/sessions')).json().data as SessionInfo[];
  assert.equal(listed.length, 3);
  const current = listed.find((s) => s.current);
  assert.match(current?.device ?? '', /Chrome 120 · Android 13 \(ponsel\)/);
  assert.equal(current?.ip, '127.0.0.1');
  const other = listed.find((s) => !s.current && /Firefox/.test(s.device));
  assert.equal((await call(one, phone.token, 'DELETE', `/users/me/sessions/${other?.id}`)).statusCode, 200);
  assert.equal((await call(two, laptop.token, 'GET', '/users/me')).statusCode, 401);
  const ended = await call(one, phone.token, 'POST', '/users/me/sessions/end-others');
  assert.equal(ended.json().message, '1 sesi diakhiri');
  assert.equal((await call(one, phone.token, 'GET', '/users/me/sessions')).json().data.length, 1);
});

test("a superadmin ends all of another account's sessions: its next request anywhere is refused", async () => {
  const member = await login(two, 'anggota@test.id', LAPTOP);
  assert.equal((await call(two, member.token, 'GET', '/users/me')).statusCode, 200);
  const chief = await login(one, 'kepala@test.id', PHONE);
  const [account] = await one.db.select().from(users).where(eq(users.email, 'anggota@test.id'));
  assert.equal((await call(two, member.token, 'POST', `/users/${account?.id}/sessions/end`)).statusCode, 403);
  const res = await call(one, chief.token, 'POST', `/users/${account?.id}/sessions/end`);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await call(two, member.token, 'GET', '/users/me')).statusCode, 401);
  const [entry] = await one.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'sessions-ended'), eq(auditLog.actor_email, 'kepala@test.id')));
  assert.equal(entry?.record_id, account?.id);
});

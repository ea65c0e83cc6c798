import assert from 'node:assert/strict';
import { test } from 'node:test';
import { doorPassMessages } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { admin, t, useBoxOffice } from '../test/box-office-fixture.js';
import { paidOrder } from '../test/door-fixture.js';
import { ACTIVATION_GRACE_MS } from './passes.js';
import { doorPasses } from './schema.js';

useBoxOffice();

const activate = (secret: string, device?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/door/activate', payload: { secret, ...(device && { device }) } });
const tokenOf = (res: Awaited<ReturnType<typeof activate>>) => res.cookies.find((c) => c.name === 'token')?.value;
const sessionWith = (token: string | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/v1/door/session', headers: { authorization: `Bearer ${token}` } });

test('a link whose answer was lost opens again for the same device, briefly; never for another', async () => {
  const { showId } = await paidOrder(t, 1);
  const created = (await admin.post('/api/v1/door/passes', { label: 'Pintu Timur', showId })).json().data;
  const secret = String(created.link).split('#pass=')[1] ?? '';
  const phone = crypto.randomUUID();

  const first = await activate(secret, phone);
  assert.equal(first.statusCode, 200, first.body);
  // the phone never saw that answer: it asks again, and only its new session lives on
  const again = await activate(secret, phone);
  assert.equal(again.statusCode, 200, again.body);
  assert.notEqual(tokenOf(again), tokenOf(first));
  assert.equal((await sessionWith(tokenOf(again))).statusCode, 200);
  assert.equal((await sessionWith(tokenOf(first))).statusCode, 401);

  assert.equal((await activate(secret, crypto.randomUUID())).statusCode, 401, 'another device');
  assert.equal((await activate(secret)).statusCode, 401, 'a device that does not say which');

  // past the grace the link is spent for the same device too
  await t.app.db
    .update(doorPasses)
    .set({ activated_at: new Date(Date.now() - ACTIVATION_GRACE_MS - 1000) })
    .where(eq(doorPasses.id, created.id));
  assert.equal((await activate(secret, phone)).statusCode, 401, 'after the grace');
  assert.equal((await sessionWith(tokenOf(again))).statusCode, 200, 'the session it gave stays');

  const logins = await t.app.db
    .select({ summary: auditLog.summary })
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'door_passes'), eq(auditLog.record_id, created.id), eq(auditLog.action, 'login')))
    .orderBy(auditLog.id);
  assert.deepEqual(
    logins.map((entry) => entry.summary),
    ['Pintu Timur', `Pintu Timur (${doorPassMessages.openedAgain})`],
  );
});

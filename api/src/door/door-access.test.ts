import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { admin, t, useBoxOffice } from '../test/box-office-fixture.js';
import { doorDevice, paidOrder, scanOf, upload } from '../test/door-fixture.js';

useBoxOffice();

test('a door account opens its show’s door and nothing else: 403 on payments, accounts, content and refunds', async () => {
  const { showId, seats, orderId } = await paidOrder(t, 1);
  const other = await paidOrder(t, 1);
  const { caller } = await doorDevice(t, admin, 'Pintu Utara', showId);
  assert.equal((await caller.get('/api/v1/door/session')).statusCode, 200);
  assert.equal((await caller.get(`/api/v1/door/shows/${showId}/tickets`)).statusCode, 200);
  assert.equal((await caller.get(`/api/v1/tiket/${showId}/attendees`)).statusCode, 200);
  assert.equal((await caller.get(`/api/v1/tiket/${showId}/attendance`)).statusCode, 200);
  assert.equal(
    (await upload(caller, { id: crypto.randomUUID(), name: 'HP' }, [scanOf(seats[0]?.code ?? '', showId, 'admitted')]))
      .statusCode,
    200,
  );

  const refused = [
    caller.get('/api/v1/payment'),
    caller.get('/api/v1/payment/export.csv'),
    caller.get('/api/v1/users'),
    caller.get(`/api/v1/users/${caller.id}`),
    caller.patch(`/api/v1/users/${caller.id}`, { name: 'Baru' }),
    caller.get('/api/v1/users/me'),
    caller.get('/api/v1/tiket/orders'),
    caller.post(`/api/v1/tiket/orders/${orderId}/refund`),
    caller.post('/api/v1/beritas', { judul: 'x' }),
    caller.post('/api/v1/tiket', { nama_pertujukan: 'x' }),
    caller.delete(`/api/v1/tiket/${showId}`),
    caller.get('/api/v1/tiket/user/history'),
    caller.post('/api/v1/tiket/user/pesan', { id_tiket: showId, jumlah_tiket: 1 }),
    caller.get('/api/v1/door/passes'),
    caller.post('/api/v1/door/passes', { label: 'x', showId: null }),
    // the box office: vouchers, waiting lists, a category's prices and presale
    caller.get('/api/v1/vouchers'),
    caller.post('/api/v1/vouchers', { code: 'PINTU', kind: 'fixed', amount: 1000 }),
    caller.post('/api/v1/vouchers/batch', { count: 1, kind: 'fixed', amount: 1000 }),
    caller.get('/api/v1/vouchers/export.csv'),
    caller.get('/api/v1/tiket/waitlist'),
    caller.patch('/api/v1/tiket/waitlist/1', { quantity: 2 }),
    caller.delete('/api/v1/tiket/waitlist/1'),
    caller.post('/api/v1/tiket/waitlist', { id_kategori: 1, quantity: 1 }),
    caller.patch(`/api/v1/tiket/${showId}`, {
      categories: [{ name: 'Sahabat', price: 1000, member_price: 500, seats: 5 }],
    }),
    // another show's door
    caller.get(`/api/v1/door/shows/${other.showId}/tickets`),
    caller.get(`/api/v1/tiket/${other.showId}/attendees`),
    upload(caller, { id: crypto.randomUUID(), name: 'HP' }, [
      scanOf(other.seats[0]?.code ?? '', other.showId, 'admitted'),
    ]),
  ];
  const statuses = (await Promise.all(refused)).map((res) => res.statusCode);
  assert.deepEqual(
    statuses,
    refused.map(() => 403),
  );
});

test('a pass’s link opens one device; revoking it stops that device’s syncing at once', async () => {
  const { showId, seats } = await paidOrder(t, 1);
  const device = await doorDevice(t, admin, 'Pintu Selatan', showId);
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/v1/door/activate',
    payload: { secret: device.secret },
  });
  assert.equal(again.statusCode, 401);

  const listed = (await admin.get('/api/v1/door/passes?active=true')).json();
  assert.ok(
    listed.data.some((p: { id: number; activatedAt: string | null }) => p.id === device.pass.id && p.activatedAt),
  );
  const revoked = await admin.post(`/api/v1/door/passes/${device.pass.id}/revoke`);
  assert.equal(revoked.statusCode, 200, revoked.body);
  assert.ok(revoked.json().data.revokedAt);
  const scan = scanOf(seats[0]?.code ?? '', showId, 'admitted');
  assert.equal((await upload(device.caller, device.device, [scan])).statusCode, 401);
  assert.equal((await device.caller.get(`/api/v1/door/shows/${showId}/tickets`)).statusCode, 401);
  assert.equal((await admin.post(`/api/v1/door/passes/${device.pass.id}/revoke`)).statusCode, 409);
  const inactive = (await admin.get('/api/v1/door/passes?active=false')).json();
  assert.ok(inactive.data.some((p: { id: number }) => p.id === device.pass.id));
  // made, opened and revoked: each in the audit log, by whom, the link's secret never in it
  const entries = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'door_passes'), eq(auditLog.record_id, device.pass.id)))
    .orderBy(auditLog.id);
  assert.deepEqual(
    entries.map((entry) => [entry.action, entry.actor_role]),
    [
      ['create', 'admin'],
      ['login', 'door'],
      ['revoke', 'admin'],
    ],
  );
  assert.ok(!JSON.stringify(entries).includes(device.secret));
});

test('an all-shows pass opens every show; members and door accounts cannot make passes', async () => {
  const first = await paidOrder(t, 1);
  const second = await paidOrder(t, 1);
  const { caller } = await doorDevice(t, admin, 'Semua Pintu', null);
  for (const showId of [first.showId, second.showId]) {
    assert.equal((await caller.get(`/api/v1/door/shows/${showId}/tickets`)).statusCode, 200);
  }
  const member = await t.newUser();
  assert.equal((await member.post('/api/v1/door/passes', { label: 'x', showId: null })).statusCode, 403);
  assert.equal((await member.get('/api/v1/door/session')).statusCode, 403);
  assert.equal((await member.get(`/api/v1/tiket/${first.showId}/attendees`)).statusCode, 403);
  const anonymous = await t.as('anonymous');
  assert.equal((await anonymous.get('/api/v1/door/session')).statusCode, 401);
  const unknownShow = await admin.post('/api/v1/door/passes', { label: 'x', showId: 987654 });
  assert.equal(unknownShow.statusCode, 400);
});

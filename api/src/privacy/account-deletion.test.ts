import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { privacyMessages } from '@teater/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { ticketOrders } from '../box-office/schema.js';
import { auditLog } from '../core/audit/schema.js';
import { doorScans } from '../door/schema.js';
import { payments } from '../payments/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { doorTicketOf, paidOrder, scanOf, upload } from '../test/door-fixture.js';
import { createShow, decide, stockOf as firstStockOf, order, TEST_SANDBOX_KEY } from '../test/payments.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

const stockOf = (id: number) => firstStockOf(t, id);

test('deleting an account keeps its payments and orders, frees its held seats, and its tickets still admit', async () => {
  const admin = await t.as('admin');
  const buyer = await t.newUser('user', 'pembeli.hapus@contoh.id');
  const show = await createShow(t, { jumlah_stok_tiket: 10 });

  // A paid subscription, a paid order of 2 and an unpaid order of 3 holding seats.
  const subscription = (await buyer.post('/api/v1/payment', {})).json().data;
  assert.equal((await decide(buyer, subscription.token, 'settlement')).statusCode, 200);
  const paid = (await order(buyer, show.id, 2)).json().data;
  await decide(buyer, paid.token, 'settlement');
  const pending = (await order(buyer, show.id, 3)).json().data;
  assert.equal(await stockOf(show.id), 5);
  const history = (await buyer.get('/api/v1/tiket/user/history')).json().data as {
    order_id: string;
    ticket_code: string | null;
  }[];
  const code = history.find((o) => o.order_id === paid.order_id)?.ticket_code;
  assert.ok(code);

  assert.equal((await admin.delete(`/api/v1/users/${buyer.id}`)).statusCode, 200);

  // The unpaid order gave its three seats back at once, and is cancelled.
  assert.equal(await stockOf(show.id), 8);
  const [held] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, pending.order_id));
  assert.equal(held?.status, 'cancelled');
  assert.equal(held?.holdsStock, false);
  const shows = (await (await t.as('anonymous')).get(`/api/v1/tiket/${show.id}`)).json().data;
  assert.equal(shows.jumlah_stok_tiket, 8, 'the public answer is not stale');

  // Every payment stays for the books, without the account, the name or the e-mail (DESIGN.md "Data").
  const ids = [subscription.order_id, paid.order_id, pending.order_id];
  const kept = await t.app.db.select().from(payments).where(inArray(payments.order_id, ids));
  assert.equal(kept.length, 3);
  assert.ok(kept.every((p) => p.id_user === null && p.buyer_name === null && p.buyer_email === null));
  assert.equal((await admin.get('/api/v1/payment?q=pembeli.hapus')).json().meta.total, 0);
  const listed = (await admin.get(`/api/v1/payment?q=${subscription.order_id}`)).json();
  const row = listed.data.find((p: { order_id: string }) => p.order_id === subscription.order_id);
  assert.equal(row.user, null);
  assert.equal(row.status, 'paid');
  const orders = (await admin.get(`/api/v1/tiket/orders?id_tiket=${show.id}`)).json();
  assert.equal(orders.meta.total, 2);
  assert.ok(orders.data.every((o: { buyer_email: string | null }) => o.buyer_email === null));
  // the admin's deletion is on record, by whom
  const [deletion] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'users'), eq(auditLog.action, 'delete'), eq(auditLog.record_id, buyer.id ?? 0)));
  assert.equal(deletion?.actor_role, 'admin');

  // The paid tickets still admit at the door, with the buyer's name for a show still to come.
  const entry = await doorTicketOf(admin, show.id, code);
  assert.deepEqual([entry?.status, entry?.of, entry?.name], ['valid', 2, 'Siti Aminah']);
});

test('a member who renamed their account and then deleted it is found by no name it ever had in the audit log', async () => {
  const anonymous = await t.as('anonymous');
  const signup = {
    name: 'Ratna Sarumpaet',
    email: 'ratna.awal@contoh.id',
    password: 'rahasia-123',
    accept_terms: true,
  };
  assert.equal((await anonymous.post('/api/v1/users/signup', signup)).statusCode, 201);
  const login = (await anonymous.post('/api/v1/users/login', signup)).json() as {
    token: string;
    data: { user: { id: number } };
  };
  const as = (method: 'PATCH' | 'DELETE', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${login.token}` } });
  const id = login.data.user.id;
  assert.equal(
    (await as('PATCH', `/api/v1/users/${id}`, { name: 'Ratna Baru', email: 'ratna.baru@contoh.id' })).statusCode,
    200,
  );
  // the confirming word is typed as shown, capitals and all
  const lowercase = await as('DELETE', '/api/v1/users/me', { password: 'rahasia-123', confirm: 'hapus' });
  assert.equal(lowercase.statusCode, 400);
  assert.equal(lowercase.json().errors.confirm, 'Ketik HAPUS untuk mengonfirmasi');
  const deleted = await as('DELETE', '/api/v1/users/me', { password: 'rahasia-123', confirm: ' HAPUS ' });
  assert.equal(deleted.statusCode, 200, deleted.body);

  const admin = await t.as('admin');
  for (const q of ['Sarumpaet', 'Ratna', 'ratna.awal', 'ratna.baru']) {
    const found = (await admin.get(`/api/v1/admin/audit?q=${q}`)).json();
    assert.equal(found.meta.total, 0, `nothing found by "${q}"`);
  }
  const csv = (await admin.get(`/api/v1/admin/audit/export.csv?record_id=${id}`)).body;
  assert.match(csv, /signup|Daftar/i, 'the entries stay');
  assert.doesNotMatch(csv, /Ratna|ratna/);
});

test('a staff member who deleted their account is named no more in the door scans they made; the scans stay', async () => {
  const staff = await t.newUser('admin', 'petugas.pintu@contoh.id');
  const { showId, seats } = await paidOrder(t, 1);
  const scan = scanOf(seats[0]?.code ?? '', showId, 'admitted');
  assert.equal((await upload(staff, { id: randomUUID(), name: 'HP Pintu' }, [scan])).statusCode, 200);
  const scanned = () => t.app.db.select().from(doorScans).where(eq(doorScans.scan_id, scan.id));
  assert.notEqual((await scanned())[0]?.staff_name, privacyMessages.deletedName);

  const deleted = await staff.inject({
    method: 'DELETE',
    url: '/api/v1/users/me',
    payload: { password: 'rahasia-123', confirm: 'HAPUS' },
  });
  assert.equal(deleted.statusCode, 200, deleted.body);
  const [kept] = await scanned();
  assert.equal(kept?.staff_name, privacyMessages.deletedName);
  assert.equal(kept?.result, 'admitted');
});

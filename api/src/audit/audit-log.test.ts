import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AUDIT_MASK, resources } from '@teater/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import { changesOf } from '../core/audit/changes.js';
import { auditLog } from '../core/audit/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { encode, validPayload } from '../test/payloads.js';
import { createShow } from '../test/payments.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const entriesOf = (resource: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.resource} = ${resource} AND ${auditLog.record_id} = ${id}`)
    .orderBy(asc(auditLog.id));

const noImage = async () => '';
/** The trigger's refusal (drizzle wraps the database's error as its cause). */
const appendOnly = (error: Error & { cause?: Error }) => /append-only/.test(error.cause?.message ?? error.message);

// the audit log
test('a resource write records who, from where, what, and the fields before and after', async () => {
  const editor = await t.newUser('admin', 'penyunting@test.id');
  const def = resources.testimonials;
  const created = await editor.post(`/api/v1${def.path}`, encode(def, await validPayload(def, 1, noImage)));
  assert.equal(created.statusCode, 201, created.body);
  const id = (created.json() as { data: { id: number } }).data.id;
  const changed = await editor.patch(`/api/v1${def.path}/${id}`, encode(def, { nama: 'Nama Baru' }));
  assert.equal(changed.statusCode, 200, changed.body);
  const deleted = await editor.delete(`/api/v1${def.path}/${id}`);
  assert.equal(deleted.statusCode, 200, deleted.body);

  const entries = await entriesOf('lptestimonis', id);
  assert.deepEqual(
    entries.map((entry) => entry.action),
    ['create', 'update', 'delete'],
  );
  const [create, update, remove] = entries;
  assert.equal(create?.actor_id, editor.id);
  assert.equal(create?.actor_email, 'penyunting@test.id');
  assert.equal(create?.actor_role, 'admin');
  assert.equal(create?.ip, '127.0.0.1');
  assert.equal(create?.before, null);
  assert.equal(create?.after?.jabatan, 'Jabatan uji 1');
  // an update keeps only what changed, on both sides
  assert.deepEqual(update?.before, { nama: 'Nama uji 1' });
  assert.deepEqual(update?.after, { nama: 'Nama Baru' });
  assert.equal(update?.summary, 'Nama Baru');
  assert.equal(remove?.before?.nama, 'Nama Baru');
  assert.equal(remove?.after, null);

  // the entries outlive the account that made them, still naming it
  await t.app.db.delete(users).where(eq(users.id, editor.id ?? 0));
  const kept = await entriesOf('lptestimonis', id);
  assert.equal(kept.length, 3);
  assert.equal(kept[0]?.actor_email, 'penyunting@test.id');
});

test("a show's price change is recorded with the price before and after (its categories' table)", async () => {
  const admin = await t.as('admin');
  const show = await createShow(t, { harga_tiket: 50_000 });
  const res = await admin.patch(`/api/v1/tiket/${show.id}`, { harga_tiket: 75_000 });
  assert.equal(res.statusCode, 200, res.body);
  const [, change] = await entriesOf('tikets', show.id);
  assert.deepEqual(change?.before, { harga_tiket: 50_000, kategori: 'Reguler: Rp 50000 × 100' });
  assert.deepEqual(change?.after, { harga_tiket: 75_000, kategori: 'Reguler: Rp 75000 × 100' });
});

test('no statement can change or remove an entry', async () => {
  const [entry] = await t.app.db.select().from(auditLog).limit(1);
  assert.ok(entry);
  await assert.rejects(
    t.app.db.update(auditLog).set({ actor_name: 'Orang Lain' }).where(eq(auditLog.id, entry.id)),
    appendOnly,
  );
  await assert.rejects(t.app.db.delete(auditLog).where(eq(auditLog.id, entry.id)), appendOnly);
  await assert.rejects(t.app.db.execute(sql`TRUNCATE audit_log`), appendOnly);
  // even a purge may not reach an entry younger than 30 days
  await assert.rejects(
    t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL teater.audit_purge = 'on'`);
      await tx.delete(auditLog).where(eq(auditLog.id, entry.id));
    }),
    appendOnly,
  );
  const [still] = await t.app.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
  assert.equal(still?.actor_name, entry.actor_name);
});

test('secrets are recorded as changed, never as their values', () => {
  const changes = changesOf(
    { name: 'A', passwordHash: '$argon2id$old', updatedAt: new Date(1) },
    { name: 'A', passwordHash: '$argon2id$new', updatedAt: new Date(2) },
  );
  assert.deepEqual(changes, { before: { passwordHash: AUDIT_MASK }, after: { passwordHash: AUDIT_MASK } });
});

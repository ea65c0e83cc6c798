import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DoorConflict, DoorTicket } from '@teater/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { ticketSignerOf, verifyPayload } from '../core/keys/ticket-signing.js';
import { admin, t, useBoxOffice } from '../test/box-office-fixture.js';
import { doorDevice, paidOrder, scanOf, upload } from '../test/door-fixture.js';

useBoxOffice();

const codes = (rows: DoorTicket[]) => rows.map((row) => row.code).sort();

test('downloads in pages, then only what changed: refunds as revocations, new sales, admissions elsewhere', async () => {
  const first = await paidOrder(t, 2, { buyerName: 'Budi' });
  const { showId } = first;
  const second = await paidOrder(t, 1, { showId });
  const { caller } = await doorDevice(t, admin, 'Pintu Utara', showId);
  const page1 = (await caller.get(`/api/v1/door/shows/${showId}/tickets?limit=2`)).json();
  assert.equal(page1.data.length, 2);
  assert.ok(page1.meta.next);
  const page2 = (await caller.get(`/api/v1/door/shows/${showId}/tickets?limit=2&after=${page1.meta.next}`)).json();
  assert.equal(page2.meta.next, null);
  const all = [...page1.data, ...page2.data] as DoorTicket[];
  assert.deepEqual(codes(all), [...first.seats, ...second.seats].map((s) => s.code).sort());
  const budi = all.find((row) => row.code === first.seats[1]?.code);
  assert.deepEqual(
    [budi?.name, budi?.seat, budi?.of, budi?.category, budi?.status],
    ['Budi', 2, 2, 'Pelajar', 'valid'],
  );
  assert.deepEqual([page1.meta.present, page1.meta.sold], [0, 3]);

  // Nothing changed yet: a refresh soon after brings back only the overlap (the same states).
  const { syncedAt } = page1.meta;
  assert.equal((await admin.post(`/api/v1/tiket/orders/${second.orderId}/refund`)).statusCode, 200);
  const third = await paidOrder(t, 1, { showId });
  const changed = (await caller.get(`/api/v1/door/shows/${showId}/tickets?since=${syncedAt}`)).json();
  const byCode = new Map((changed.data as DoorTicket[]).map((row) => [row.code, row]));
  assert.equal(byCode.get(second.seats[0]?.code ?? '')?.status, 'refunded');
  assert.equal(byCode.get(third.seats[0]?.code ?? '')?.status, 'valid');
  assert.deepEqual([changed.meta.present, changed.meta.sold], [0, 3]);
});

test("the history's QR carries the code, show and seat, signed with the key the device gets", async () => {
  const { showId, seats } = await paidOrder(t, 2);
  const { caller } = await doorDevice(t, admin, 'Pintu Kunci', showId);
  const session = (await caller.get('/api/v1/door/session')).json().data;
  assert.equal(session.publicKey, (await ticketSignerOf(t.app.db)).publicKey);
  assert.deepEqual(
    session.shows.filter((s: { open: boolean }) => s.open).map((s: { id: number }) => s.id),
    [showId],
  );
  const claim = verifyPayload(session.publicKey, seats[1]?.qr ?? '');
  assert.deepEqual([claim?.code, claim?.showId, claim?.seat, claim?.of], [seats[1]?.code, showId, 2, 2]);
  const forged = (seats[1]?.qr ?? '').replace(`.${showId}.`, `.${showId + 1}.`);
  assert.equal(verifyPayload(session.publicKey, forged), null);
});

test('each scan id is stored once, with its own time; two devices admitting one ticket make a conflict', async () => {
  const { showId, seats } = await paidOrder(t, 3);
  const north = await doorDevice(t, admin, 'Pintu Utara', showId);
  const south = await doorDevice(t, admin, 'Pintu Selatan', showId);
  const [a, b] = seats.map((s) => s.code);
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const northScans = [
    scanOf(a ?? '', showId, 'admitted', at(10)),
    scanOf(b ?? '', showId, 'admitted', at(9)),
    scanOf('TKT-0000-0000-0000', showId, 'unknown', at(8)),
  ];
  const sent = await upload(north.caller, north.device, northScans);
  assert.equal(sent.statusCode, 200, sent.body);
  assert.deepEqual(sent.json().data, { acknowledged: northScans.map((s) => s.id), conflicts: 0 });
  // The answer was lost: the device sends the same scans again, and nothing new is stored.
  assert.equal((await upload(north.caller, north.device, northScans)).json().data.conflicts, 0);
  // The south door was offline and let ticket a in too, earlier, by its signed QR.
  const southScan = scanOf(seats[0]?.qr ?? '', showId, 'admitted', at(12));
  assert.equal((await upload(south.caller, south.device, [southScan])).json().data.conflicts, 1);

  const scans = (await admin.get(`/api/v1/tiket/${showId}/scans?limit=100`)).json();
  assert.equal(scans.meta.total, 4);
  const unknown = scans.data.find((s: { result: string }) => s.result === 'unknown');
  // one audit entry per stored scan, by its door account: the admissions on their tickets, the refusal on itself
  const ticketIds = (await admin.get(`/api/v1/tiket/${showId}/attendees`)).json().data.map((a: { id: number }) => a.id);
  const admissions = await t.app.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.resource, 'tickets'), eq(auditLog.action, 'checkin'), inArray(auditLog.record_id, ticketIds)),
    );
  assert.equal(admissions.length, 3);
  assert.deepEqual(new Set(admissions.map((entry) => entry.actor_role)), new Set(['door']));
  const refusal = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'door_scans'), eq(auditLog.record_id, unknown.id)));
  assert.equal(refusal.length, 1);
  assert.equal(new Set(scans.data.map((s: { scanId: string }) => s.scanId)).size, 4);
  assert.equal(unknown.scannedAt, northScans[2]?.scannedAt);

  const conflicts = (await south.caller.get(`/api/v1/tiket/${showId}/conflicts`)).json();
  assert.equal(conflicts.meta.total, 1);
  const [conflict] = conflicts.data as DoorConflict[];
  assert.equal(conflict?.code, a);
  assert.equal(conflict?.kind, 'double');
  assert.deepEqual(
    conflict?.admissions.map((x) => [x.device, x.staff, x.scannedAt]),
    [
      ['Pintu Selatan', 'Pintu Selatan', southScan.scannedAt],
      ['Pintu Utara', 'Pintu Utara', northScans[0]?.scannedAt],
    ],
  );
  const attendance = (await north.caller.get(`/api/v1/tiket/${showId}/attendance`)).json().data;
  assert.deepEqual([attendance.present, attendance.sold, attendance.conflicts, attendance.refused], [2, 3, 1, 1]);
  // the list keeps the first admission: its time and its device
  const listed = (await admin.get(`/api/v1/tiket/${showId}/attendees?conflict=true`)).json();
  assert.equal(listed.meta.total, 1);
  assert.deepEqual([listed.data[0].device, listed.data[0].admissions], ['Pintu Selatan', 2]);
  assert.equal(listed.data[0].checkedInAt, southScan.scannedAt);
});

test('a ticket let in after its refund is a conflict of its own; refused scans keep their reason', async () => {
  const { showId, seats, orderId } = await paidOrder(t, 1);
  const device = await doorDevice(t, admin, 'Pintu Timur', showId);
  assert.equal((await admin.post(`/api/v1/tiket/orders/${orderId}/refund`)).statusCode, 200);
  const late = scanOf(seats[0]?.code ?? '', showId, 'admitted', new Date(Date.now() + 1000));
  const refused = scanOf(seats[0]?.code ?? '', showId, 'refunded');
  assert.equal((await upload(device.caller, device.device, [late, refused])).json().data.conflicts, 1);
  const [conflict] = (await admin.get(`/api/v1/tiket/${showId}/conflicts`)).json().data as DoorConflict[];
  assert.equal(conflict?.kind, 'revoked');
  const byReason = (await admin.get(`/api/v1/tiket/${showId}/scans?result=refunded`)).json();
  assert.equal(byReason.data[0].scanId, refused.id);
});

test('a code the device does not know is explained while online: another show with its name and date', async () => {
  const other = await paidOrder(t, 1);
  const { showId } = await paidOrder(t, 1);
  const device = await doorDevice(t, admin, 'Pintu Barat', showId);
  const asked = await device.caller.get(`/api/v1/door/lookup?code=${other.seats[0]?.code}&shows=${showId}`);
  assert.equal(asked.statusCode, 200, asked.body);
  assert.equal(asked.json().data.result, 'other_show');
  assert.equal(asked.json().data.show.id, other.showId);
  assert.equal(asked.json().data.show.name, 'Malam Jahanam');
  const unknown = (await device.caller.get(`/api/v1/door/lookup?code=TKT-1111-2222-3333&shows=${showId}`)).json();
  assert.equal(unknown.data.result, 'unknown');
});

test('a show’s refused scans are listed with their codes and reasons, and so in their CSV', async () => {
  const { showId, seats } = await paidOrder(t, 1);
  const device = await doorDevice(t, admin, 'Pintu Selatan', showId);
  const code = seats[0]?.code ?? '';
  const scans = [
    scanOf(code, showId, 'admitted'),
    scanOf(code, showId, 'used', new Date(Date.now() + 1000)),
    scanOf('KODE-ASING-77', showId, 'unknown', new Date(Date.now() + 2000)),
  ];
  assert.equal((await upload(device.caller, device.device, scans)).statusCode, 200);

  const listed = (await admin.get(`/api/v1/tiket/${showId}/scans?refused=true`)).json();
  assert.deepEqual(
    listed.data.map((row: { code: string; result: string }) => [row.code, row.result]),
    [
      ['KODE-ASING-77', 'unknown'],
      [code, 'used'],
    ],
  );
  const csv = await admin.get(`/api/v1/tiket/${showId}/scans.csv?refused=true`);
  assert.equal(csv.statusCode, 200);
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  assert.equal(lines[0], 'Waktu pindai (WIB),Kode Tiket,Hasil,Perangkat,Petugas,Konflik');
  assert.equal(lines.length, 3, 'the two refused scans, not the admission');
  assert.match(lines[1] ?? '', /KODE-ASING-77,Tidak dikenal,Pintu Selatan/);
  assert.match(lines[2] ?? '', new RegExp(`${code},Sudah digunakan,Pintu Selatan`));
});

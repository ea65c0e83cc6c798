import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { admin, t, useBoxOffice } from '../test/box-office-fixture.js';
import { paidOrder as paidOrderOf, scanOf, upload } from '../test/door-fixture.js';
import { createShow } from '../test/payments.js';

useBoxOffice();

const paidOrder = (count: number, buyerName = 'Rina') => paidOrderOf(t, count, { buyerName });
/** An admin's door device admitting one ticket. */
const device = { id: randomUUID(), name: 'Pintu Admin' };
const admitted = (showId: number, code: string) => upload(admin, device, [scanOf(code, showId, 'admitted')]);

describe('one ticket per seat', () => {
  test('a paid order of three has three tickets, each with its own code and the category', async () => {
    const { seats } = await paidOrder(3);
    assert.deepEqual(
      seats.map((s) => s.seat),
      [1, 2, 3],
    );
    assert.equal(new Set(seats.map((s) => s.code)).size, 3);
    for (const seat of seats) assert.match(seat.code, /^TKT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    assert.ok(seats.every((s) => s.category === 'Pelajar'));
  });
});

describe("a show's check-in list", () => {
  test('pages, searches and filters who is in; the CSV has a line per ticket', async () => {
    const { showId, seats } = await paidOrder(3, 'Budi Santoso');
    await admitted(showId, seats[0]?.code ?? '');
    const list = (await admin.get(`/api/v1/tiket/${showId}/attendees`)).json();
    assert.equal(list.meta.total, 3);
    assert.equal(list.data[0].nama_user, 'Budi Santoso');
    const present = (await admin.get(`/api/v1/tiket/${showId}/attendees?present=true`)).json();
    assert.equal(present.meta.total, 1);
    assert.equal(present.data[0].code, seats[0]?.code);
    const byCode = (await admin.get(`/api/v1/tiket/${showId}/attendees?q=${seats[2]?.code}`)).json();
    assert.equal(byCode.meta.total, 1);

    const csv = await admin.get(`/api/v1/tiket/${showId}/attendees.csv`);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(lines.length, 4);
    assert.match(lines[0] ?? '', /Nama.*Kode Tiket.*Hadir.*Perangkat/);
    assert.ok(lines.some((line) => line.includes(seats[0]?.code ?? '') && line.includes('Pintu Admin')));

    const user = await t.newUser();
    assert.equal((await user.get(`/api/v1/tiket/${showId}/attendees`)).statusCode, 403);
    assert.equal((await admin.get('/api/v1/tiket/987654/attendance')).statusCode, 404);
  });
});

describe('the e-ticket PDF', () => {
  test('its buyer downloads one page per seat carrying every code; nobody else, and not before payment', async () => {
    const { seats, buyer } = await paidOrder(2);
    const [paid] = (await buyer.get('/api/v1/tiket/user/history')).json().data as { id: number }[];
    const res = await buyer.inject({ method: 'GET', url: `/api/v1/tiket/orders/${paid?.id}/tickets.pdf` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(String(res.headers['content-disposition']), /attachment; filename="e-tiket-TIK-/);
    const pdf = res.rawPayload.toString('latin1');
    assert.ok(pdf.startsWith('%PDF-'));
    assert.equal(pdf.match(/\/Type \/Page\b/g)?.length, 2);
    for (const seat of seats) assert.ok(pdf.includes(seat.code), seat.code);

    const stranger = await t.newUser();
    assert.equal((await stranger.get(`/api/v1/tiket/orders/${paid?.id}/tickets.pdf`)).statusCode, 403);
    const pending = await buyer.post('/api/v1/tiket/user/pesan', {
      nama_user: 'Rina',
      no_telp: '081234567890',
      jumlah_tiket: 1,
      id_tiket: (await createShow(t)).id,
    });
    const [open] = (await buyer.get('/api/v1/tiket/user/history')).json().data as { id: number; order_id: string }[];
    assert.equal(open?.order_id, pending.json().data.order_id);
    assert.equal((await buyer.get(`/api/v1/tiket/orders/${open?.id}/tickets.pdf`)).statusCode, 409);
  });
});

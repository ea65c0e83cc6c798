import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { ChartSeat, SeatTicket } from '@teater/contract';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../core/audit/schema.js';
import { scanOf, upload } from '../../test/door-fixture.js';
import { deliver, smtp, t, useMailApp } from '../../test/mail-fixture.js';
import { decide } from '../../test/payments.js';
import { mapOf, orderSeats, seatedShow, seatId } from '../../test/seating.js';

useMailApp();

type Show = Awaited<ReturnType<typeof seatedShow>>;

async function paidSeat(show: Show, email: string, number: string) {
  const buyer = await t.newUser('user', email);
  const placed = await orderSeats(buyer, show.id, { seats: [seatId(show.map, 'Tengah', 'B', number)] });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((await decide(buyer, placed.json().data.token, 'settlement')).statusCode, 200);
  const [order] = (await buyer.get('/api/v1/tiket/user/history')).json().data as { tickets: SeatTicket[] }[];
  return { buyer, ticket: order?.tickets[0] };
}

const chartOf = async (showId: number) => {
  const res = await (await t.as('admin')).get(`/api/v1/tiket/${showId}/seats/chart`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.seats as ChartSeat[];
};
const at = (seats: ChartSeat[], row: string, number: string, section = 'Tengah') =>
  seats.find((s) => s.section === section && s.row === row && s.number === number);

test('the seat chart tells sold, held, blocked (with the reason) and checked-in seats, and whose they are', async () => {
  const show = await seatedShow(t);
  const admin = await t.as('admin');
  const { ticket } = await paidSeat(show, 'penonton-a@test.id', '1');
  await paidSeat(show, 'penonton-b@test.id', '2');
  const holder = await t.newUser('user');
  assert.equal((await orderSeats(holder, show.id, { seats: [seatId(show.map, 'Tengah', 'B', '3')] })).statusCode, 201);
  const press = seatId(show.map, 'Tengah', 'A', '1');
  assert.equal(
    (await admin.post(`/api/v1/tiket/${show.id}/seats/block`, { seats: [press], reason: 'Pers' })).statusCode,
    200,
  );
  const device = { id: randomUUID(), name: 'Pintu Bagan' };
  assert.equal((await upload(admin, device, [scanOf(ticket?.code ?? '', show.id, 'admitted')])).statusCode, 200);

  const seats = await chartOf(show.id);
  assert.equal(seats.length, show.map.seats.length);
  assert.deepEqual(
    [at(seats, 'B', '1')?.state, at(seats, 'B', '2')?.state, at(seats, 'B', '3')?.state, at(seats, 'B', '4')?.state],
    ['checked_in', 'sold', 'held', 'free'],
  );
  assert.deepEqual([at(seats, 'A', '1')?.state, at(seats, 'A', '1')?.reason], ['blocked', 'Pers']);
  assert.deepEqual(
    [at(seats, 'A', '11', 'Balkon')?.state, at(seats, 'A', '11', 'Balkon')?.reason],
    ['blocked', 'Posisi kamera'],
  );
  assert.equal(at(seats, 'B', '2')?.order?.nama_user, 'Siti Aminah');
  assert.equal(at(seats, 'B', '4')?.order, null);
});

test('an admin moves a buyer to a free seat of the same zone: the ticket follows, the move is audited, the buyer mailed', async () => {
  const show = await seatedShow(t);
  const admin = await t.as('admin');
  const { buyer } = await paidSeat(show, 'pindah@test.id', '5');
  const from = seatId(show.map, 'Tengah', 'B', '5');
  const to = seatId(show.map, 'Tengah', 'D', '7');
  const moved = await admin.post(`/api/v1/tiket/${show.id}/seats/move`, { from, to });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.deepEqual([moved.json().data.from, moved.json().data.to], [from, to]);

  const map = await mapOf(t, show.id);
  assert.deepEqual(
    [map.seats.find((s) => s.id === from)?.state, map.seats.find((s) => s.id === to)?.state],
    ['free', 'taken'],
  );
  const [order] = (await buyer.get('/api/v1/tiket/user/history')).json().data as { tickets: SeatTicket[] }[];
  assert.deepEqual(order?.tickets[0]?.place, { section: 'Tengah', row: 'D', number: '7' });
  assert.match(order?.tickets[0]?.qr ?? '', /\.Tengah~D~7\./);

  const [entry] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'show_seats'), eq(auditLog.record_id, show.id)));
  assert.match(entry?.summary ?? '', /Tengah, baris B, kursi 5 → Tengah, baris D, kursi 7/);

  await deliver();
  const mail = smtp.to('pindah@test.id').find((m) => m.subject?.startsWith('Kursi kamu dipindahkan'));
  assert.ok(mail, 'the buyer was told');
  assert.match(mail.text ?? '', /dari Tengah, baris B, kursi 5 ke Tengah, baris D, kursi 7/);
});

test('a move needs a taken seat and a free one of the same zone; nothing changes otherwise', async () => {
  const show = await seatedShow(t);
  const admin = await t.as('admin');
  await paidSeat(show, 'a@test.id', '8');
  await paidSeat(show, 'b@test.id', '9');
  const seat = (row: string, number: string, section = 'Tengah') => seatId(show.map, section, row, number);
  const move = (from: number, to: number) => admin.post(`/api/v1/tiket/${show.id}/seats/move`, { from, to });
  const refusals: [number, number, string][] = [
    [seat('B', '8'), seat('B', '9'), 'Kursi tujuan tidak tersedia'],
    [seat('B', '8'), seat('A', '5', 'Balkon'), 'Kursi tujuan harus di zona harga yang sama'],
    [seat('B', '8'), seat('A', '11', 'Balkon'), 'Kursi tujuan tidak tersedia'],
    [seat('C', '1'), seat('C', '2'), 'Kursi asal tidak sedang dipesan siapa pun'],
  ];
  for (const [from, to, message] of refusals) {
    const res = await move(from, to);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().message, message);
  }
  assert.equal((await move(seat('B', '8'), 999_999)).statusCode, 409);
  const seats = await chartOf(show.id);
  assert.deepEqual([at(seats, 'B', '8')?.state, at(seats, 'B', '9')?.state], ['sold', 'sold']);
});

test('held seats are issued as complimentary tickets: paid at Rp 0, mailed to the guest, audited; only held seats', async () => {
  const show = await seatedShow(t);
  const admin = await t.as('admin');
  const seats = [seatId(show.map, 'Tengah', 'D', '5'), seatId(show.map, 'Tengah', 'D', '6')];
  const zoneLeft = async () =>
    ((await admin.get(`/api/v1/tiket/${show.id}`)).json().data.categories as { id: number; seats_left: number }[]).find(
      (c) => c.id === show.reguler,
    )?.seats_left;
  const held = await admin.post(`/api/v1/tiket/${show.id}/seats/block`, { seats, reason: 'Sponsor' });
  assert.equal(held.statusCode, 200, held.body);
  const left = await zoneLeft();

  const free = seatId(show.map, 'Tengah', 'D', '8');
  const refused = await admin.post(`/api/v1/tiket/${show.id}/seats/comp`, {
    seats: [seats[0], free],
    name: 'Tamu Sponsor',
    email: 'tamu@test.id',
  });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().message, 'Tiket gratis hanya dari kursi yang sedang ditahan');

  const comp = await admin.post(`/api/v1/tiket/${show.id}/seats/comp`, {
    seats,
    name: 'Tamu Sponsor',
    email: 'tamu@test.id',
  });
  assert.equal(comp.statusCode, 200, comp.body);
  assert.match(comp.json().data.order_id, /^KOMP-/);
  const chart = await chartOf(show.id);
  assert.deepEqual(
    [at(chart, 'D', '5')?.state, at(chart, 'D', '6')?.state, at(chart, 'D', '5')?.order?.nama_user],
    ['sold', 'sold', 'Tamu Sponsor'],
  );
  // the zone sells no seat fewer or more: the held seats were already off sale
  assert.equal(await zoneLeft(), left);

  await deliver();
  const mail = smtp.to('tamu@test.id')[0];
  assert.ok(mail, 'the guest got the e-tickets');
  assert.match(mail.text ?? '', /Tengah, baris D, kursi 5/);
  assert.match(mail.text ?? '', /Tengah, baris D, kursi 6/);
  const [entry] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'ticket_orders'), eq(auditLog.action, 'create')));
  assert.match(entry?.summary ?? '', /2 tiket gratis diterbitkan.*Tamu Sponsor/);
});

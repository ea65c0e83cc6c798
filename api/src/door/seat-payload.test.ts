import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SeatTicket } from '@teater/contract';
import { verifyPayload } from '../core/keys/ticket-signing.js';
import { admin, t, useBoxOffice } from '../test/box-office-fixture.js';
import { doorDevice, paidOrder } from '../test/door-fixture.js';
import { decide } from '../test/payments.js';
import { orderSeats, seatedShow, seatId } from '../test/seating.js';

useBoxOffice();

test("a seated ticket's signed QR names its section, row and seat; the CSV of attendees names it too", async () => {
  const show = await seatedShow(t);
  const buyer = await t.newUser('user', 'kursi-qr@test.id');
  const placed = await orderSeats(buyer, show.id, {
    seats: [seatId(show.map, 'Tengah', 'B', '3'), seatId(show.map, 'Balkon', 'A', '5')],
  });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((await decide(buyer, placed.json().data.token, 'settlement')).statusCode, 200);
  const [order] = (await buyer.get('/api/v1/tiket/user/history')).json().data as { tickets: SeatTicket[] }[];

  // the door device's public key verifies the QR, place and all: offline it shows where the buyer sits
  const { caller: door } = await doorDevice(t, admin, 'Pintu Kursi', show.id);
  const { publicKey } = (await door.get('/api/v1/door/session')).json().data as { publicKey: string };
  const claims = (order?.tickets ?? []).map((ticket) => verifyPayload(publicKey, ticket.qr));
  assert.deepEqual(
    claims.map((claim) => claim?.place),
    [
      { section: 'Tengah', row: 'B', number: '3' },
      { section: 'Balkon', row: 'A', number: '5' },
    ],
  );
  // the place is signed: the same QR naming another seat is no ticket
  const moved = (order?.tickets[0]?.qr ?? '').replace('~B~3.', '~B~4.');
  assert.notEqual(moved, order?.tickets[0]?.qr);
  assert.equal(verifyPayload(publicKey, moved), null);

  const csv = await admin.get(`/api/v1/tiket/${show.id}/attendees.csv`);
  assert.equal(csv.statusCode, 200);
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  assert.match(lines[0] ?? '', /Kategori,Kursi,Kode Tiket/);
  assert.ok(
    lines.some((line) => line.includes('"Tengah, baris B, kursi 3"')),
    csv.body,
  );
  assert.ok(
    lines.some((line) => line.includes('"Balkon, baris A, kursi 5"')),
    csv.body,
  );
});

test('a general admission ticket keeps its short T1 payload and an empty seat in the CSV', async () => {
  const { showId, seats } = await paidOrder(t, 1);
  assert.match(seats[0]?.qr ?? '', /^T1\./);
  const csv = await admin.get(`/api/v1/tiket/${showId}/attendees.csv`);
  const [header, row] = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const seatColumn = (header ?? '').split(',').indexOf('Kursi');
  assert.ok(seatColumn > 0);
  assert.equal((row ?? '').split(',')[seatColumn], '');
});

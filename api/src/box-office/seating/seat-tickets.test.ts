import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DoorTicket, SeatTicket } from '@teater/contract';
import { doorDevice } from '../../test/door-fixture.js';
import { deliver, smtp, t, useMailApp } from '../../test/mail-fixture.js';
import { decide } from '../../test/payments.js';
import { orderSeats, seatedShow, seatId } from '../../test/seating.js';

useMailApp();

test('a seated ticket names its section, row and seat: history, e-ticket mail, PDF and the door list', async () => {
  const show = await seatedShow(t);
  const buyer = await t.newUser('user', 'kursi@test.id');
  const seats = [seatId(show.map, 'Tengah', 'B', '3'), seatId(show.map, 'Balkon', 'A', '5')];
  const placed = await orderSeats(buyer, show.id, { seats });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((await decide(buyer, placed.json().data.token, 'settlement')).statusCode, 200);

  const [order] = (await buyer.get('/api/v1/tiket/user/history')).json().data as {
    id: number;
    tickets: SeatTicket[];
  }[];
  assert.deepEqual(
    order?.tickets.map((ticket) => [ticket.category, ticket.place]),
    [
      ['Reguler', { section: 'Tengah', row: 'B', number: '3' }],
      ['Balkon', { section: 'Balkon', row: 'A', number: '5' }],
    ],
  );

  await deliver();
  const [mail] = smtp.to('kursi@test.id').filter((m) => m.subject?.includes('Tiket') || m.text?.includes('B'));
  assert.ok(mail, 'the e-ticket mail arrived');
  assert.match(mail.text ?? '', /Reguler · Tengah, baris B, kursi 3/);
  assert.match(mail.text ?? '', /Balkon · Balkon, baris A, kursi 5/);

  const pdf = await buyer.inject({ method: 'GET', url: `/api/v1/tiket/orders/${order?.id}/tickets.pdf` });
  assert.equal(pdf.statusCode, 200);
  assert.ok(pdf.rawPayload.toString('latin1').includes('Tengah, baris B, kursi 3'), 'the PDF names the seat');

  const { caller: door } = await doorDevice(t, await t.as('admin'), 'Pintu utama', show.id);
  const list = await door.get(`/api/v1/door/shows/${show.id}/tickets`);
  assert.equal(list.statusCode, 200, list.body);
  const places = (list.json().data as DoorTicket[]).map((ticket) => ticket.place);
  assert.deepEqual(places, [
    { section: 'Tengah', row: 'B', number: '3' },
    { section: 'Balkon', row: 'A', number: '5' },
  ]);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seatingMessages, ticketMessages } from '@teater/contract';
import { t, useBoxOffice } from '../../test/box-office-fixture.js';
import { mapOf, orderSeats, seatedShow, seatId } from '../../test/seating.js';

// On PostgreSQL the orders sent together share batches (seat-batch.ts); on PGlite each is its own.
useBoxOffice();

test('seat orders sent together are answered as if one after the other, each with its own reason', async () => {
  const show = await seatedShow(t);
  const [ana, budi, citra, dewi, eko] = [
    await t.newUser(),
    await t.newUser(),
    await t.newUser(),
    await t.newUser(),
    await t.newUser(),
  ];
  const a1 = seatId(show.map, 'Balkon', 'A', '1');
  const answers = await Promise.all([
    orderSeats(ana, show.id, { seats: [a1] }),
    orderSeats(budi, show.id, { seats: [a1] }),
    orderSeats(citra, show.id, { seats: [999_999] }),
    // Balkon sells five seats: six cannot fit, however the others go
    orderSeats(dewi, show.id, { best: { count: 6, id_kategori: show.balkon } }),
    orderSeats(eko, show.id, { best: { count: 3, id_kategori: show.reguler } }),
  ]);
  const [first, second, unknown, tooMany, best] = answers;
  // one of the two buyers of Balkon A 1 has it, the other is told it was just taken
  const statuses = [first?.statusCode, second?.statusCode].sort();
  assert.deepEqual(statuses, [201, 409]);
  const refused = first?.statusCode === 409 ? first : second;
  assert.equal(refused?.json().message, seatingMessages.seatTaken);
  assert.equal(unknown?.statusCode, 400);
  assert.equal(unknown?.json().message, seatingMessages.seatUnknown);
  assert.equal(tooMany?.statusCode, 409);
  assert.equal(tooMany?.json().message, ticketMessages.soldOut);
  assert.equal(best?.statusCode, 201, best?.body);

  const map = await mapOf(t, show.id);
  const taken = map.seats.filter((seat) => seat.state === 'taken');
  // Balkon A 1 and three seats side by side in Tengah's front row, nothing else
  assert.equal(taken.length, 4);
  assert.ok(taken.some((seat) => seat.id === a1));
  const xs = taken.filter((seat) => seat.section === 'Tengah' && seat.row === 'A').map((seat) => seat.x);
  assert.equal(xs.length, 3);
  assert.equal(Math.max(...xs) - Math.min(...xs), 2);
});

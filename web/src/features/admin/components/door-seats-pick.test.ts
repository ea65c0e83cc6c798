import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SeatMap } from '@teater/contract';
import { rowsOf, seatsInRows } from './door-seats-pick';

type Seat = SeatMap['seats'][number];
let next = 1;
const row = (section: string, label: string, y: number, n: number, state: Seat['state'] = 'free'): Seat[] =>
  Array.from({ length: n }, (_, i) => ({
    id: next++,
    section,
    row: label,
    number: String(i + 1),
    kind: 'seat',
    x: i,
    y,
    zone: 1,
    state,
  }));

const seats = [
  ...row('Tengah', 'C', 3, 2),
  ...row('Tengah', 'A', 1, 2),
  ...row('Tengah', 'B', 2, 2, 'taken'),
  ...row('Balkon', 'A', 6, 2),
];

test('rows typed on a phone name a section’s seats: one row, a range in the plan’s order, a list', () => {
  assert.deepEqual(rowsOf(seats, 'Tengah'), ['A', 'B', 'C']);
  const ids = (section: string, rows: string) => seatsInRows(seats, section, rows, new Set());
  const tengahA = seats.filter((s) => s.section === 'Tengah' && s.row === 'A').map((s) => s.id);
  const tengahC = seats.filter((s) => s.section === 'Tengah' && s.row === 'C').map((s) => s.id);
  assert.deepEqual(ids('Tengah', 'a'), tengahA);
  // B is sold: a range takes only the free seats; typed backwards it is the same range
  assert.deepEqual(ids('Tengah', 'A-C').sort(), [...tengahA, ...tengahC].sort());
  assert.deepEqual(ids('Tengah', 'C-A').sort(), [...tengahA, ...tengahC].sort());
  assert.deepEqual(ids('Tengah', 'C, A').sort(), [...tengahA, ...tengahC].sort());
  assert.deepEqual(ids('Balkon', 'A').length, 2, 'another section’s row A');
  assert.deepEqual(ids('Tengah', 'Z'), []);
  // the door's own seats (held, not free) can be named again to take them back
  const sold = seats.filter((s) => s.row === 'B').map((s) => s.id);
  assert.deepEqual(seatsInRows(seats, 'Tengah', 'B', new Set(sold)), sold);
});

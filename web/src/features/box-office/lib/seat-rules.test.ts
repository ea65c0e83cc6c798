import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ShowSeat } from '@teater/contract';
import { leavesSingleGap, seatNameOf } from './seat-rules';

const row = (n: number): ShowSeat[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    section: 'Tengah',
    row: 'A',
    number: String(i + 1),
    kind: 'seat',
    x: i,
    y: 0,
    zone: 1,
    state: 'free',
  }));

test('a choice leaving one free seat between taken ones is caught; one leaving two is not', () => {
  const seats = row(6);
  // seat 1 taken, the buyer chooses 3: seat 2 is left alone
  assert.equal(leavesSingleGap(seats, new Set([1]), new Set([3])), true);
  // choosing 3 and 4 with 1 taken still leaves 2 alone; choosing 2 closes the gap
  assert.equal(leavesSingleGap(seats, new Set([1]), new Set([2, 3])), false);
  // two free seats between: a pair may still sit there
  assert.equal(leavesSingleGap(seats, new Set([1]), new Set([4])), false);
  // a gap between two strangers only is not the buyer's doing
  assert.equal(leavesSingleGap(seats, new Set([1, 3]), new Set([6])), false);
  // an aisle is no neighbour: seats across it are not side by side
  const aisle = row(4).map((seat) => (seat.id > 2 ? { ...seat, x: seat.x + 1 } : seat));
  assert.equal(leavesSingleGap(aisle, new Set([1]), new Set([3])), false);
});

test('a seat reads as section, row and number', () => {
  assert.equal(seatNameOf({ section: 'Tengah', row: 'B', number: '3' }), 'Tengah, baris B, kursi 3');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planLayout, seatsOfLayout } from '@teater/contract';
import {
  addBlock,
  aislesOf,
  type BlockChoice,
  countsOf,
  drawnSeats,
  emptyLayout,
  fixSeat,
  removeSection,
} from './plan-edits';

const block = (name: string, rows: number, seats: number, more: Partial<BlockChoice> = {}): BlockChoice => ({
  name,
  rows,
  seats,
  firstRow: 'A',
  numbering: 'ltr',
  aisles: [],
  curved: false,
  ...more,
});
const numbersOf = (layout: ReturnType<typeof emptyLayout>, section: string, row: string) =>
  seatsOfLayout(planLayout.parse(layout))
    .filter((s) => s.section === section && s.row === row)
    .sort((a, b) => a.x - b.x)
    .map((s) => s.number);

test('a block of N rows of M seats is a section the server accepts, below the sections before it', () => {
  const layout = addBlock(addBlock(emptyLayout(), block('Parkett', 12, 20)), block('Balkon', 3, 20));
  const seats = seatsOfLayout(planLayout.parse(layout));
  assert.equal(seats.length, 300);
  assert.deepEqual(
    layout.sections.map((s) => [s.name, s.y, s.rows.map((r) => r.label).join('')]),
    [
      ['Parkett', 0, 'ABCDEFGHIJKL'],
      ['Balkon', 13, 'ABC'],
    ],
  );
});

test('numbering: right to left, the odd side and the even side; aisles leave a gap', () => {
  const rtl = addBlock(emptyLayout(), block('A', 1, 4, { numbering: 'rtl' }));
  assert.deepEqual(numbersOf(rtl, 'A', 'A'), ['4', '3', '2', '1']);
  const odd = addBlock(emptyLayout(), block('Kiri', 1, 3, { numbering: 'odd' }));
  assert.deepEqual(numbersOf(odd, 'Kiri', 'A'), ['1', '3', '5']);
  const even = addBlock(emptyLayout(), block('Kanan', 1, 3, { numbering: 'even' }));
  assert.deepEqual(numbersOf(even, 'Kanan', 'A'), ['2', '4', '6']);
  const aisled = seatsOfLayout(planLayout.parse(addBlock(emptyLayout(), block('T', 1, 4, { aisles: [2] }))));
  assert.deepEqual(
    aisled.map((s) => s.x),
    [0, 1, 3, 4],
  );
});

test('curved rows widen by a seat on each side, centred, and stay on the map', () => {
  const layout = planLayout.parse(addBlock(emptyLayout(), block('Lengkung', 3, 10, { curved: true })));
  const seats = seatsOfLayout(layout);
  assert.equal(seats.length, 10 + 12 + 14);
  const xs = (row: string) => seats.filter((s) => s.row === row).map((s) => s.x);
  assert.equal(Math.min(...xs('C')), 0);
  assert.equal(Math.min(...xs('A')) - Math.min(...xs('C')), 2);
  assert.equal(Math.max(...xs('C')) - Math.max(...xs('A')), 2);
});

test('fixing one seat: a wheelchair space with its companion, missing, never sold, back to a seat', () => {
  let layout = addBlock(emptyLayout(), block('Parkett', 2, 10));
  const seat = (number: string) => ({ section: 'Parkett', row: 'B', number });
  layout = fixSeat(layout, seat('1'), { kind: 'wheelchair', companion: '2' });
  layout = fixSeat(layout, seat('5'), { kind: 'unsold', reason: 'Kamera' });
  layout = fixSeat(layout, seat('9'), { kind: 'missing' });
  const parsed = planLayout.parse(layout);
  const kinds = seatsOfLayout(parsed).filter((s) => s.row === 'B');
  assert.equal(kinds.length, 9);
  assert.equal(kinds.find((s) => s.number === '1')?.kind, 'wheelchair');
  assert.equal(kinds.find((s) => s.number === '2')?.kind, 'companion');
  assert.equal(kinds.find((s) => s.number === '5')?.unsold, 'Kamera');
  // the missing place is still drawn, to be put back
  const drawn = drawnSeats(layout).seats;
  assert.equal(drawn.length, 20);
  assert.deepEqual(countsOf(drawn), { places: 19, wheelchair: 1, unsold: 1 });
  // the companion made a wheelchair space of its own drops the old pair; a seat fixed back is plain
  layout = fixSeat(layout, seat('2'), { kind: 'wheelchair', companion: '3' });
  assert.deepEqual(layout.wheelchair, [{ ...seat('2'), companion: '3' }]);
  layout = fixSeat(fixSeat(layout, seat('9'), { kind: 'seat' }), seat('5'), { kind: 'seat' });
  assert.deepEqual([layout.missing, layout.unsold], [[], []]);
});

test('removing a section removes the marks on its seats; a mark off the plan is a problem shown', () => {
  let layout = addBlock(addBlock(emptyLayout(), block('Parkett', 1, 4)), block('Balkon', 1, 4));
  layout = fixSeat(layout, { section: 'Balkon', row: 'A', number: '1' }, { kind: 'missing' });
  assert.deepEqual(removeSection(layout, 'Balkon').missing, []);
  assert.deepEqual(drawnSeats(addBlock(layout, block('Parkett', 1, 2))).problems.length > 0, true);
  assert.deepEqual(aislesOf('10, 5 5,x'), [5, 10]);
});

import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SeatMap, ShowSeat } from '@teater/contract';
import { fireEvent, render } from '@testing-library/react';
import { type SeatLook, SeatMapDrawing } from './seat-map';

const seatOf = (id: number, number: string, kind: ShowSeat['kind'] = 'seat'): ShowSeat => ({
  id,
  section: 'Balkon <Kiri>',
  row: 'A',
  number,
  kind,
  x: id,
  y: 0,
  zone: 5,
  state: 'free',
});
const map: SeatMap = {
  id_tiket: 3,
  plan: { id: 1, name: 'Gedung', version: 1 },
  stage: 'Panggung',
  zones: [{ id: 5, name: 'Balkon', price: 30_000, member_price: null }],
  seats: [seatOf(1, '1'), seatOf(2, '2'), seatOf(3, '3', 'wheelchair')],
};

test('the drawing: each seat a labelled button by its place, a tap toggles a free seat, a taken one stays', () => {
  const looks: Record<number, SeatLook> = { 1: 'free', 2: 'taken', 3: 'mine' };
  const toggled: number[] = [];
  const { container } = render(
    <SeatMapDrawing map={map} lookOf={(seat) => looks[seat.id] ?? 'free'} onToggle={(seat) => toggled.push(seat.id)} />,
  );
  const seat = (number: string) => container.querySelector(`[data-seat="Balkon <Kiri>|A|${number}"]`);
  // a plan's names are text, never markup
  assert.equal(container.querySelector('Kiri'), null);
  assert.equal(seat('1')?.getAttribute('role'), 'button');
  assert.match(seat('1')?.getAttribute('aria-label') ?? '', /^Balkon <Kiri>, baris A, kursi 1, /);
  assert.equal(seat('2')?.getAttribute('aria-disabled'), 'true');
  assert.equal(seat('3')?.getAttribute('aria-pressed'), 'true');
  assert.ok(seat('3')?.querySelector('circle'), 'a wheelchair space is round');
  fireEvent.click(seat('1')?.querySelector('text') as Element);
  fireEvent.click(seat('2') as Element);
  fireEvent.click(seat('3') as Element);
  assert.deepEqual(toggled, [1, 3]);
});

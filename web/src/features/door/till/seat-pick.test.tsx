import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DoorSeat, DoorShift } from '@teater/contract/door';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { TillEngine } from '../lib/till';
import { SaleForm } from './sale-form';

const seat = (id: number, row: string, number: string, over: Partial<DoorSeat> = {}): DoorSeat => ({
  id,
  section: 'Tengah',
  row,
  number,
  categoryId: 5,
  category: 'Reguler',
  price: 50000,
  device: 'HP 1',
  sold: false,
  qr: `T1.TKT-AAAA-BBBB-${String(id).padStart(4, '0')}.7.1.1.1.x`,
  ...over,
});

const shift: DoorShift = {
  id: 9,
  showId: 7,
  staff: 'Kasir',
  device: 'HP 1',
  float: 0,
  openedAt: '2026-11-29T10:00:00.000Z',
  closedAt: null,
  expected: 0,
  counted: null,
  difference: null,
  cashSales: 0,
  cashRefunds: 0,
  refunds: 0,
  voids: 0,
  lines: [],
  shares: [],
  seats: [
    seat(11, 'D', '3'),
    seat(12, 'D', '4'),
    seat(13, 'D', '5', { sold: true }),
    seat(21, 'A', '1', { section: 'Balkon', categoryId: 6, category: 'Balkon', price: 30000 }),
  ],
  offlineTickets: [],
};

function Till({ till }: { till: TillEngine }) {
  const state = useSyncExternalStore(till.subscribe, till.getSnapshot);
  return <SaleForm till={till} state={state} online={false} />;
}

const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((button) => button.querySelector('[data-testid="seat-place"]')?.textContent);

test('with no signal the till sells the seats the seller picks from this device’s share, one category a sale', async () => {
  // no server answers: the till decides from its own share, as at a door with no signal
  globalThis.fetch = async () => {
    throw new TypeError('no signal');
  };
  localStorage.setItem('teater-till:1:7', JSON.stringify({ shift, quotas: [] }));
  const till = new TillEngine(
    () => ({ id: 'hp-1', name: 'HP 1' }),
    () => {},
  );
  await till.load(1, 7);
  render(<Till till={till} />);

  const list = screen.getByTestId('till-seats');
  assert.equal(list.querySelectorAll('li').length, 3, 'a sold seat is not offered');
  const sellButton = screen.getByRole('button', { name: 'Jual' });
  assert.equal((sellButton as HTMLButtonElement).disabled, true, 'nothing picked, nothing to sell');

  const tap = (label: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  tap('Tengah D 3');
  tap('Tengah D 4');
  assert.deepEqual(pressed(), ['Tengah D 3', 'Tengah D 4']);
  assert.match(screen.getByTestId('till-total').textContent ?? '', /100\.000/);
  // a seat of another category starts the pick again; tapping a picked seat unpicks it
  tap('Balkon A 1');
  assert.deepEqual(pressed(), ['Balkon A 1']);
  tap('Balkon A 1');
  tap('Tengah D 3');
  tap('Tengah D 4');
  assert.equal(screen.getByTestId('till-seats-picked').textContent, '2 kursi dipilih');

  fireEvent.change(screen.getByLabelText('Nama pembeli'), { target: { value: 'Budi' } });
  fireEvent.change(screen.getByLabelText(/Uang diterima/), { target: { value: '100000' } });
  fireEvent.click(sellButton);
  await waitFor(() => assert.equal(till.getSnapshot().pending.length, 1));
  const queued = till.getSnapshot().pending[0]?.input;
  assert.deepEqual([queued?.offline, queued?.categoryId, queued?.count, queued?.seats], [true, 5, 2, [11, 12]]);
  // the queued seats are no longer offered: the device cannot sell them twice
  await waitFor(() => assert.equal(screen.getByTestId('till-seats').querySelectorAll('li').length, 1));
});

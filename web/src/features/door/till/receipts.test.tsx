import '../../../test/dom';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import type { DoorShift } from '@teater/contract/door';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Receipt } from '../lib/till';
import { Receipts } from './receipts';
import { ShiftReport } from './shift-report';

afterEach(cleanup);

const receipt = (over: Partial<Receipt>): Receipt => ({
  key: 'a',
  category: 'Reguler',
  count: 2,
  total: 60000,
  received: 100000,
  method: 'cash',
  queued: false,
  tickets: [
    { code: 'TKT-AAAA-BBBB-CCCC', qr: 'T1.TKT-AAAA-BBBB-CCCC.1.1.2.1.x' },
    { code: 'TKT-DDDD-EEEE-FFFF', qr: 'T1.TKT-DDDD-EEEE-FFFF.1.2.2.1.x' },
  ],
  ...over,
});

test('a paid cash sale can be voided (after a confirm); a queued or QRIS one cannot; a voided one says so and shows no QR', async () => {
  const voided: string[] = [];
  window.confirm = () => true;
  const { rerender } = render(<Receipts recent={[receipt({})]} onVoid={(key) => voided.push(key)} />);
  assert.equal((await screen.findAllByRole('img', {}, { timeout: 5000 })).length, 2, 'both tickets’ QR');
  fireEvent.click(screen.getByRole('button', { name: 'Batalkan penjualan' }));
  assert.deepEqual(voided, ['a']);

  for (const other of [receipt({ queued: true }), receipt({ method: 'qris', received: null })]) {
    rerender(<Receipts recent={[other]} onVoid={() => {}} />);
    assert.equal(screen.queryByRole('button', { name: 'Batalkan penjualan' }), null);
  }
  // sold offline: the tickets signed ahead are on screen while the sale waits to upload
  rerender(<Receipts recent={[receipt({ queued: true })]} onVoid={() => {}} />);
  assert.match(screen.getByTestId('till-receipt').textContent ?? '', /tiket ini sah di pintu/);
  assert.equal(screen.getAllByRole('img').length, 2);

  rerender(<Receipts recent={[receipt({ voided: true })]} onVoid={() => {}} />);
  assert.equal(screen.getByTestId('receipt-voided').textContent, 'Dibatalkan');
  assert.equal(screen.queryAllByRole('img').length, 0);
});

test('a shift’s report counts its voids and, once closed, links its PDF', () => {
  const shift: DoorShift = {
    id: 41,
    showId: 3,
    staff: 'Kasir Utara',
    device: 'Kasir Utara',
    float: 200000,
    openedAt: '2026-11-29T10:00:00.000Z',
    closedAt: null,
    expected: 290000,
    counted: null,
    difference: null,
    cashSales: 90000,
    cashRefunds: 0,
    refunds: 0,
    voids: 1,
    lines: [{ category: 'Reguler', method: 'cash', tickets: 3, amount: 90000 }],
    shares: [],
    seats: [],
    offlineTickets: [],
  };
  const { rerender } = render(<ShiftReport shift={shift} />);
  assert.equal(screen.getByTestId('shift-voids').textContent, 'Dibatalkan: 1');
  assert.equal(screen.queryByTestId('shift-pdf'), null, 'no report before the count');
  rerender(
    <ShiftReport shift={{ ...shift, closedAt: '2026-11-29T15:00:00.000Z', counted: 285000, difference: -5000 }} />,
  );
  assert.equal(screen.getByTestId('shift-pdf').getAttribute('href'), '/api/v1/door/shifts/41/report.pdf');
  assert.equal(screen.getByTestId('shift-difference').textContent, 'Rp -5.000,00');
});

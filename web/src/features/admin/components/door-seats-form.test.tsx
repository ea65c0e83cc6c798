import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SeatMap } from '@teater/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import { DoorQuotaOf } from './door-seats-form';

let next = 1;
const row = (section: string, label: string, y: number, n: number, state: 'free' | 'taken' = 'free') =>
  Array.from({ length: n }, (_, i) => ({
    id: next++,
    section,
    row: label,
    number: String(i + 1),
    kind: 'seat' as const,
    x: i,
    y,
    zone: 1,
    state,
  }));
const map: SeatMap = {
  id_tiket: 7,
  plan: { id: 1, name: 'Gedung Kecil', version: 1 },
  stage: 'Panggung',
  zones: [{ id: 1, name: 'Reguler', price: 50000, member_price: null }],
  seats: [...row('Tengah', 'A', 1, 3), ...row('Tengah', 'B', 2, 3, 'taken'), ...row('Tengah', 'C', 3, 3)],
};

test('a seated show’s door seats are set by typing rows: the free seats of those rows are saved with the hour', async () => {
  const saved: unknown[] = [];
  serve((url) => {
    if (url.pathname === '/api/v1/tiket/7/seats') return { body: { data: map } };
    if (url.pathname === '/api/v1/door/shows/7/seats') return { body: { data: { releaseAt: null, seats: [] } } };
    return undefined;
  });
  const stand = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (init?.method === 'PUT') saved.push(JSON.parse(String(init.body)));
    return stand(input, init);
  };
  renderPage(<DoorQuotaOf showId={7} general={<p>umum</p>} />);
  const rows = await screen.findByLabelText(/Baris/);
  fireEvent.change(rows, { target: { value: 'A-C' } });
  fireEvent.click(screen.getByRole('button', { name: 'Tambahkan ke pintu' }));
  // row B is sold: only A and C's six seats
  assert.equal(screen.getByTestId('door-seats-count').textContent, '6 kursi untuk pintu');
  assert.deepEqual(
    [...screen.getByTestId('door-seats-rows').querySelectorAll('li')].map((li) => li.textContent),
    ['Tengah A: 1, 2, 3', 'Tengah C: 1, 2, 3'],
  );
  fireEvent.change(rows, { target: { value: 'C' } });
  fireEvent.click(screen.getByRole('button', { name: 'Lepaskan dari pintu' }));
  assert.equal(screen.getByTestId('door-seats-count').textContent, '3 kursi untuk pintu');
  fireEvent.change(screen.getByLabelText(/online/i), { target: { value: '2026-12-01T19:00' } });
  fireEvent.click(screen.getByRole('button', { name: 'Simpan kuota' }));
  await waitFor(() => assert.equal(saved.length, 1));
  assert.deepEqual(saved[0], { seatIds: [1, 2, 3], releaseAt: '2026-12-01T12:00:00.000Z' });
});

test('a general admission show keeps its number per category', async () => {
  serve((url) => (url.pathname === '/api/v1/tiket/8/seats' ? { body: { data: null } } : undefined));
  renderPage(<DoorQuotaOf showId={8} general={<p>umum</p>} />);
  assert.ok(await screen.findByText('umum'));
});

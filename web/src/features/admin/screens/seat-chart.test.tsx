import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ChartSeat } from '@teater/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import SeatChartScreen from './seat-chart';

const seat = (id: number, number: string, state: ChartSeat['state'], extra: Partial<ChartSeat> = {}): ChartSeat => ({
  id,
  section: 'Tengah',
  row: 'A',
  number,
  kind: 'seat',
  x: id,
  y: 0,
  zone: 1,
  state,
  reason: null,
  order: null,
  ...extra,
});
const order = { id: 4, order_id: 'TIK-4', nama_user: 'Rina' };
const seats = [
  seat(1, '1', 'sold', { order }),
  seat(2, '2', 'free'),
  seat(3, '3', 'held', { order: { ...order, id: 5, order_id: 'TIK-5' } }),
  seat(4, '4', 'checked_in', { order: { ...order, id: 6, order_id: 'TIK-6' } }),
  seat(5, '5', 'blocked', { reason: 'Pers' }),
];

test('the chart counts and names each state; a buyer is moved by tapping their seat, Pindahkan, then a free seat', async () => {
  const posted: { path: string; body: unknown }[] = [];
  serve(async (url) => {
    if (url.pathname === '/api/v1/tiket/9/seats/chart') return { body: { data: { seats } } };
    if (url.pathname === '/api/v1/tiket/9/seats/move') return { body: { message: 'Pembeli dipindahkan', data: {} } };
    return undefined;
  });
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (init?.method === 'POST')
      posted.push({ path: new URL(String(input), location.href).pathname, body: JSON.parse(String(init.body)) });
    return realFetch(input, init);
  };
  window.confirm = () => true;
  renderPage(<SeatChartScreen />, '/manageticket/kursi/9', '/manageticket/kursi/:id');

  const counts = await screen.findByTestId('chart-counts');
  assert.equal(counts.textContent, '1 tersedia · 1 ditahan pesanan · 1 terjual · 1 sudah masuk · 1 ditahan admin');
  assert.ok(screen.getByRole('button', { name: 'Tengah, baris A, kursi 5, Kursi, Ditahan admin' }));

  fireEvent.click(screen.getByRole('button', { name: 'Tengah, baris A, kursi 1, Kursi, Terjual' }));
  assert.ok(await screen.findByText('Pesanan TIK-4 atas nama Rina'));
  fireEvent.click(screen.getByRole('button', { name: 'Pindahkan ke kursi lain' }));
  assert.match(screen.getByRole('status').textContent ?? '', /memindahkan pembeli dari Tengah, baris A, kursi 1/);
  fireEvent.click(screen.getByRole('button', { name: 'Tengah, baris A, kursi 2, Kursi, Tersedia' }));
  await waitFor(() => assert.deepEqual(posted, [{ path: '/api/v1/tiket/9/seats/move', body: { from: 1, to: 2 } }]));
});

test('a free seat is held with a reason; a held one released, or issued as a complimentary ticket', async () => {
  const posted: unknown[] = [];
  serve(async (url) =>
    url.pathname.endsWith('/seats/chart')
      ? { body: { data: { seats } } }
      : /\/(block|release|comp)$/.test(url.pathname)
        ? { body: { message: 'ok', data: { seats: [] } } }
        : undefined,
  );
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (init?.method === 'POST')
      posted.push([new URL(String(input), location.href).pathname, JSON.parse(String(init.body))]);
    return realFetch(input, init);
  };
  renderPage(<SeatChartScreen />, '/manageticket/kursi/9', '/manageticket/kursi/:id');
  fireEvent.click(await screen.findByRole('button', { name: 'Tengah, baris A, kursi 2, Kursi, Tersedia' }));
  fireEvent.change(screen.getByLabelText(/Alasan/), { target: { value: 'Sponsor' } });
  fireEvent.click(screen.getByRole('button', { name: 'Tahan kursi ini' }));
  await waitFor(() => assert.equal(posted.length, 1));
  fireEvent.click(await screen.findByRole('button', { name: 'Tengah, baris A, kursi 5, Kursi, Ditahan admin' }));
  fireEvent.click(screen.getByRole('button', { name: 'Lepas ke penjualan' }));
  await waitFor(() => assert.equal(posted.length, 2));
  fireEvent.click(await screen.findByRole('button', { name: 'Tengah, baris A, kursi 5, Kursi, Ditahan admin' }));
  fireEvent.change(screen.getByLabelText('Nama tamu'), { target: { value: 'Tamu Sponsor' } });
  fireEvent.change(screen.getByLabelText(/Email tamu/), { target: { value: 'tamu@contoh.id' } });
  fireEvent.click(screen.getByRole('button', { name: 'Terbitkan tiket gratis' }));
  await waitFor(() =>
    assert.deepEqual(posted, [
      ['/api/v1/tiket/9/seats/block', { seats: [2], reason: 'Sponsor' }],
      ['/api/v1/tiket/9/seats/release', { seats: [5] }],
      ['/api/v1/tiket/9/seats/comp', { seats: [5], name: 'Tamu Sponsor', email: 'tamu@contoh.id' }],
    ]),
  );
});

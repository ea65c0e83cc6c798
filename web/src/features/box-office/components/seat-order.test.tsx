import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SeatMap, User } from '@teater/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import { SeatOrder } from './seat-order';

const map: SeatMap = {
  id_tiket: 3,
  plan: { id: 1, name: 'Gedung', version: 1 },
  stage: 'Panggung',
  zones: [{ id: 5, name: 'Balkon', price: 30_000, member_price: null }],
  seats: [1, 2].map((n) => ({
    id: n,
    section: 'Balkon',
    row: 'A',
    number: String(n),
    kind: 'seat' as const,
    x: n,
    y: 0,
    zone: 5,
    state: 'free' as const,
  })),
};
const user = { id: 9, name: 'Siti Aminah', email: 'siti@contoh.id' } as User;

test('a seat order sends the voucher typed with the chosen seats; the server applies it to the zone', async () => {
  const bodies: unknown[] = [];
  serve(() => ({ status: 409, body: { message: 'Voucher tidak berlaku untuk kategori ini' } }));
  const served = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (init?.method === 'POST') bodies.push(JSON.parse(String(init.body)));
    return served(input, init);
  };
  renderPage(<SeatOrder map={map} unavailable={new Set()} user={user} refresh={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Tampilkan daftar kursi' }));
  // the list and the buyer's form load on demand (seat-order.tsx)
  fireEvent.click((await screen.findAllByRole('checkbox'))[1] as HTMLElement);
  fireEvent.change(await screen.findByLabelText(/Nomor Telepon/), { target: { value: '0812-3456-7890' } });
  fireEvent.click(screen.getByRole('button', { name: /Punya kode voucher/ }));
  fireEvent.change(screen.getByLabelText(/Kode Voucher/), { target: { value: ' balkon50 ' } });
  const pay = screen.getByRole('button', { name: 'Bayar' });
  await waitFor(() => assert.equal((pay as HTMLButtonElement).disabled, false));
  fireEvent.click(pay);
  await waitFor(() =>
    assert.deepEqual(bodies, [
      { nama_user: 'Siti Aminah', no_telp: '0812-3456-7890', id_tiket: 3, seats: [2], voucher: 'balkon50' },
    ]),
  );
});

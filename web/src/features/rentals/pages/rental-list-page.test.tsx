import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen, within } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import RentalListPage from './rental-list-page';

const rental = (id: number, nama: string, kategori: string) => ({
  id,
  nama,
  kategori,
  harga: 150_000,
  deskripsi: 'Untuk pentas.',
  gambar_merch: `/uploads/sewa-${id}.png`,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
});

// Moved from catalogue.e2e.ts ('rentals: badges Tersedia green, Habis red, other grey'): each
// card's badge is the page's markup for the status the server stored.
test('/sewa: each rental’s badge says its status, Tersedia green, Habis red, any other grey', async () => {
  const items = [
    rental(1, 'Kostum Raja', 'Tersedia'),
    rental(2, 'Properti Ruang Tamu', 'Habis'),
    rental(3, 'Sound System', 'Dalam Perbaikan'),
  ];
  serve((url) =>
    url.pathname === '/api/v1/merchs' ? { body: { data: items, meta: { page: 1, limit: 9, total: 3 } } } : undefined,
  );
  renderPage(<RentalListPage />, '/sewa');
  const cards = within(await screen.findByRole('list', { name: 'Penyewaan' })).getAllByRole('listitem');
  const badge = (name: string, status: string) => {
    const card = cards.find((item) => item.textContent?.includes(name));
    assert.ok(card, name);
    return within(card).getByText(status, { exact: true, selector: 'span' }).className;
  };
  assert.match(badge('Kostum Raja', 'Tersedia'), /bg-green-100/);
  assert.match(badge('Properti Ruang Tamu', 'Habis'), /bg-red-100/);
  assert.match(badge('Sound System', 'Dalam Perbaikan'), /bg-stone-200/);
});

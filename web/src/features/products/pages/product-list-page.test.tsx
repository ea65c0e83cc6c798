import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen, within } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import ProductListPage from './product-list-page';

const product = (id: number, nama: string, harga: number, tersedia: boolean) => ({
  id,
  nama,
  kategori: 'shop',
  harga,
  tersedia,
  deskripsi: 'Dari panggung.',
  gambar_product: `/uploads/produk-${id}.png`,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
});

// Moved from catalogue.e2e.ts ('merchandise: list with Rupiah prices and status, ...'): the
// card's price and status words are the page's markup for the product the server sent.
test('/merch: a product in stock shows its Rupiah price and Tersedia, one sold out Habis', async () => {
  const items = [product(1, 'Totebag Kanvas', 65_000, true), product(2, 'Poster Terbatas', 35_000, false)];
  serve((url) =>
    url.pathname === '/api/v1/products' ? { body: { data: items, meta: { page: 1, limit: 9, total: 2 } } } : undefined,
  );
  renderPage(<ProductListPage />, '/merch');
  const list = await screen.findByRole('list', { name: 'Merchandise Teater Satu' });
  const card = (name: string) => {
    const found = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(name));
    assert.ok(found, name);
    return found.textContent ?? '';
  };
  assert.match(card('Totebag Kanvas'), /Rp 65\.000,00/);
  assert.match(card('Totebag Kanvas'), /Tersedia/);
  assert.match(card('Poster Terbatas'), /Habis/);
  assert.ok(screen.getByText('Pemesanan dan informasi: 0812-7788-1996 (Eka Pratiwi)'));
});

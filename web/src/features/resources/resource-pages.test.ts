import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lokakaryas } from '@teater/contract/fixtures';
import { detailFacts } from './resource-pages';

test('the generic detail page shows each field by its kind: WIB date-times, rupiah, as the admin cells do', () => {
  const item = {
    id: 1,
    judul: 'Lokakarya Topeng Lampung',
    tanggal: '2026-12-20T12:00:00.000Z',
    harga: 75000,
    deskripsi: 'Membuat topeng.',
    poster: '/media/i/poster.webp',
  };
  assert.deepEqual(
    detailFacts(lokakaryas, item).map((fact) => [fact.label, fact.value]),
    [
      ['Tanggal', '20 Desember 2026 pukul 19.00 WIB'],
      ['Harga', 'Rp 75.000,00'],
    ],
  );
  assert.deepEqual(
    detailFacts(lokakaryas, { ...item, tanggal: null }).map((fact) => fact.value),
    ['-', 'Rp 75.000,00'],
  );
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type DetailPageDef, isDetailPage } from '@teater/contract';
import { lokakaryas } from '@teater/contract/fixtures';
import { cardFacts, detailFacts, previewOf } from './resource-pages';

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

test('English companions are never facts of their own; an untranslated text is marked Indonesian', () => {
  // an admin's read carries judul_en; a reader's never lists it as `Judul (English): -`
  const item = { id: 2, judul: 'Kelas Olah Vokal', judul_en: 'Voice Class', tanggal: null, harga: 50000 };
  assert.deepEqual(
    detailFacts(lokakaryas, item).map((fact) => fact.name),
    ['tanggal', 'harga'],
  );
  const english = { id: 2, judul: 'Kelas Olah Vokal', deskripsi: 'Breathing.', _untranslated: ['judul'] };
  const detail = Object.values(lokakaryas.pages ?? {}).find(isDetailPage) as DetailPageDef;
  const view = previewOf(detail, english);
  assert.deepEqual([view.title, view.titleLang, view.descriptionLang], ['Kelas Olah Vokal', 'id', undefined]);
});

test('a list card shows the first date in WIB and the first price in rupiah, by field kind', () => {
  const item = { id: 1, judul: 'Topeng', tanggal: '2027-01-08T12:00:00.000Z', harga: 75000 };
  assert.deepEqual(cardFacts(lokakaryas, item), {
    when: '8 Januari 2027 pukul 19.00 WIB',
    price: 'Rp 75.000,00',
  });
  assert.deepEqual(cardFacts(lokakaryas, { id: 1, tanggal: null, harga: null }), { when: undefined, price: undefined });
});

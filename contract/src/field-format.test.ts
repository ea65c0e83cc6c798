import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatField, formatOf, formatValue } from './field-format.js';
import { f } from './fields.js';

test('a value is shown by the kind of its field, the same in the admin and on the public pages', () => {
  assert.equal(formatField(f.datetime('Tanggal'), '2026-12-20T12:00:00.000Z'), '20 Desember 2026 pukul 19.00 WIB');
  assert.equal(formatField(f.date('Tanggal'), '2026-08-17'), '17 Agustus 2026');
  assert.equal(formatField(f.number('Harga', { format: 'rupiah' }), 75000), 'Rp 75.000,00');
  assert.equal(formatField(f.number('Kursi'), 1250), '1.250');
  assert.equal(formatField(f.boolean('Coach'), true), 'YA');
  assert.equal(formatField(f.boolean('Coach'), false), 'TIDAK');
  const kategori = f.select('Kategori', [{ value: 'kaos', label: 'Kaos' }]);
  assert.equal(formatField(kategori, 'kaos'), 'Kaos');
  assert.equal(formatField(f.text('Judul'), 'Malam Jahanam'), 'Malam Jahanam');
  for (const field of [f.text('Judul'), f.datetime('Tanggal'), f.number('Harga', { format: 'rupiah' })]) {
    assert.equal(formatField(field, null), '-', field.kind);
  }
});

test('the admin columns’ kinds are the same formats', () => {
  assert.equal(formatOf(f.number('Harga', { format: 'rupiah' })), 'rupiah');
  assert.equal(formatOf(f.datetime('Tanggal')), 'dateTime');
  assert.equal(formatValue('dateTime', new Date('2026-11-22T12:30:00Z')), '22 November 2026 pukul 19.30 WIB');
});

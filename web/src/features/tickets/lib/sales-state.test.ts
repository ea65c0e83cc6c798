import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ticketMessages } from '@teater/contract';
import { type Show, salesState, salesWindowText } from './sales-state';

const show = {
  id: 1,
  nama_pertujukan: 'Malam Jahanam',
  tanggal_mulai_penjualan: '2026-11-01T01:00:00Z',
  tanggal_selesai_penjualan: '2026-11-20T12:00:00Z',
  jumlah_stok_tiket: 40,
} as Show;
const at = (iso: string) => new Date(iso);

test('a show sells from the start of its window until its end, while seats are left', () => {
  assert.deepEqual(salesState(show, at('2026-11-01T00:59:59Z')), { open: false, reason: ticketMessages.notOpenYet });
  assert.deepEqual(salesState(show, at('2026-11-01T01:00:00Z')), { open: true, reason: null });
  assert.deepEqual(salesState(show, at('2026-11-20T11:59:59Z')), { open: true, reason: null });
  assert.deepEqual(salesState(show, at('2026-11-20T12:00:00Z')), { open: false, reason: ticketMessages.closed });
  assert.deepEqual(salesState({ ...show, jumlah_stok_tiket: 0 }, at('2026-11-10T00:00:00Z')), {
    open: false,
    reason: ticketMessages.soldOutBadge,
  });
});

test('the sales window is told in WIB', () => {
  assert.equal(
    salesWindowText(show),
    ticketMessages.salesWindow('1 November 2026 pukul 08.00', '20 November 2026 pukul 19.00'),
  );
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type TicketCategory, ticketMessages } from '@teater/contract';
import {
  categoryState,
  categoryWindow,
  isPast,
  lowestPrice,
  type Show,
  salesState,
  salesWindowText,
  seatsLeftOf,
} from './sales-state';

const now = new Date('2026-11-24T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
const category = (name: string, over: Partial<TicketCategory> = {}): TicketCategory => ({
  id: name.length,
  name,
  price: 50_000,
  seats: 10,
  seats_left: 10,
  sales_start: null,
  sales_end: null,
  member_price: null,
  member_sales_start: null,
  has_orders: false,
  ...over,
});
const show = (categories: TicketCategory[], over: Partial<Show> = {}) =>
  ({
    tanggal_pertujukan: hours(48),
    tanggal_mulai_penjualan: hours(-24),
    tanggal_selesai_penjualan: hours(24),
    categories,
    ...over,
  }) as Show;

const reguler = category('Reguler', { seats_left: 40 });
const malam = {
  id: 1,
  nama_pertujukan: 'Malam Jahanam',
  tanggal_pertujukan: '2026-11-21T12:30:00Z',
  tanggal_mulai_penjualan: '2026-11-01T01:00:00Z',
  tanggal_selesai_penjualan: '2026-11-20T12:00:00Z',
  categories: [reguler],
} as Show;
const at = (iso: string) => new Date(iso);

test('a show sells from the start of its window until its end, while seats are left', () => {
  assert.deepEqual(salesState(malam, at('2026-11-01T00:59:59Z')), { open: false, reason: ticketMessages.notOpenYet });
  assert.deepEqual(salesState(malam, at('2026-11-01T01:00:00Z')), { open: true, reason: null });
  assert.deepEqual(salesState(malam, at('2026-11-20T11:59:59Z')), { open: true, reason: null });
  assert.deepEqual(salesState(malam, at('2026-11-20T12:00:00Z')), { open: false, reason: ticketMessages.closed });
  assert.deepEqual(salesState({ ...malam, categories: [{ ...reguler, seats_left: 0 }] }, at('2026-11-10T00:00:00Z')), {
    open: false,
    reason: ticketMessages.soldOutBadge,
  });
});

test('the sales window is told in WIB', () => {
  assert.equal(salesWindowText(malam), 'Penjualan: 1 November 2026 pukul 08.00 s.d. 20 November 2026 pukul 19.00 WIB');
});

test('a category sells inside its own window, inside the show’s, never after the show begins', () => {
  const s = show([category('Reguler')]);
  const window = categoryWindow(s, category('VIP', { sales_start: hours(-48), sales_end: hours(72) }));
  assert.equal(window.opens, new Date(hours(-24)).getTime());
  assert.equal(window.closes, new Date(hours(24)).getTime());
  const early = show([category('Pagi')], { tanggal_selesai_penjualan: hours(96), tanggal_pertujukan: hours(2) });
  assert.equal(categoryWindow(early, category('Pagi')).closes, new Date(hours(2)).getTime());
});

test('each category says why it cannot be ordered: not yet, closed, sold out', () => {
  const s = show([]);
  assert.deepEqual(categoryState(s, category('Reguler'), now), { open: true, reason: null });
  assert.equal(categoryState(s, category('VIP', { sales_start: hours(1) }), now).reason, 'Penjualan belum dibuka');
  assert.equal(categoryState(s, category('Pelajar', { sales_end: hours(-1) }), now).reason, 'Penjualan ditutup');
  assert.equal(categoryState(s, category('Umum', { seats_left: 0 }), now).reason, 'Habis');
});

test('a show is on sale while one category is; otherwise the reason that says most', () => {
  const soldOut = category('Reguler', { seats_left: 0 });
  assert.equal(salesState(show([soldOut, category('VIP')]), now).open, true);
  assert.equal(salesState(show([soldOut, category('Pelajar', { seats_left: 0 })]), now).reason, 'Habis');
  assert.equal(
    salesState(show([soldOut, category('VIP', { sales_start: hours(2) })]), now).reason,
    'Penjualan belum dibuka',
  );
  const begun = show([category('Reguler')], { tanggal_pertujukan: hours(-1) });
  assert.equal(isPast(begun, now), true);
  assert.equal(salesState(begun, now).reason, 'Sudah berlangsung');
});

test('seats left count the categories on sale; the lowest price is the card’s', () => {
  const s = show([
    category('Reguler', { seats_left: 7, price: 75_000 }),
    category('VIP', { seats_left: 3, price: 150_000, sales_end: hours(-1) }),
    category('Pelajar', { seats_left: 5, price: 40_000 }),
  ]);
  assert.equal(seatsLeftOf(s, now), 12);
  assert.equal(lowestPrice(s), 40_000);
});

import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminPayment } from '@teater/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import PaymentsScreen from './payments';

const account = { id: 7, name: 'Pembayar Dua Jenis', email: 'dua.jenis@contoh.id', subscription_time: null };
const payment = (id: number, kind: AdminPayment['kind'], amount: number, status: 'settlement' | 'pending') => ({
  id,
  kind,
  order_id: `ORDER-${id}`,
  gross_amount: amount,
  transaction_status: status,
  status: status === 'settlement' ? 'paid' : 'pending',
  createdAt: '2026-11-20T03:00:00.000Z',
  needsRefund: false,
  buyer: { name: account.name, email: account.email },
  user: { ...account, subscription_time: '2026-12-20T03:00:00.000Z' },
  ticket: kind === 'ticket' ? { nama_pertujukan: 'Malam Jahanam', jumlah_tiket: id, voucher: null } : null,
});
/** The account's three payments: a paid subscription, a paid order of 2 seats, a pending one of 1. */
const payments = [
  payment(9, 'subscription', 65_000, 'settlement'),
  payment(2, 'ticket', 160_000, 'settlement'),
  payment(1, 'ticket', 80_000, 'pending'),
];

/** The table's column names and its rows' cells, as text. */
async function table(expectedRows: number) {
  const found = await screen.findByRole('table');
  const rows = () => within(found).getAllByRole('row').slice(1);
  await waitFor(() => assert.equal(rows().length, expectedRows));
  const headers = within(found)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim());
  return {
    headers,
    rows: rows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    ),
  };
}

// Moved from admin-payments.e2e.ts: each kind's columns and its status words are the screen's
// markup for the rows the server sends (the server's filtering by kind is payments' API tests).
test('/adminpayment lists each kind with its own columns and Indonesian status words, never the provider’s', async () => {
  const calls = serve((url) => {
    if (url.pathname !== '/api/v1/payment') return undefined;
    const data = payments.filter((row) => row.kind === url.searchParams.get('kind'));
    return { body: { data, meta: { page: 1, limit: 50, total: data.length } } };
  });
  renderPage(<PaymentsScreen />, `/adminpayment?q=${encodeURIComponent(account.email)}`);

  // Subscriptions (the first tab): the account's end date, its status in words.
  const kinds = screen.getByRole('navigation', { name: 'Jenis' });
  assert.equal(within(kinds).getByRole('link', { name: 'Langganan' }).getAttribute('aria-current'), 'page');
  const subscriptions = await table(1);
  assert.ok(subscriptions.headers.includes('Subscription Time'), String(subscriptions.headers));
  assert.ok(!subscriptions.headers.includes('Pertunjukan'));
  const [subscription] = subscriptions.rows.filter((cells) => cells.includes('Rp 65.000,00'));
  assert.ok(subscription?.includes('Lunas'), String(subscription));
  assert.doesNotMatch(subscriptions.rows.join(' '), /settlement/);

  // Tickets: the show and the seats, no subscription end date.
  fireEvent.click(within(kinds).getByRole('link', { name: 'Tiket' }));
  const tickets = await table(2);
  assert.equal(calls.at(-1)?.searchParams.get('kind'), 'ticket');
  assert.equal(calls.at(-1)?.searchParams.get('q'), account.email);
  assert.ok(tickets.headers.includes('Pertunjukan') && tickets.headers.includes('Tiket'), String(tickets.headers));
  assert.ok(!tickets.headers.includes('Subscription Time'));
  const shows = tickets.rows.filter((cells) => cells.some((cell) => cell.includes('Malam Jahanam')));
  assert.equal(shows.length, 2);
  assert.equal(shows.filter((cells) => cells.includes('Belum Lunas')).length, 1);
  assert.equal(shows.filter((cells) => cells.includes('Lunas')).length, 1);
  assert.doesNotMatch(tickets.rows.join(' '), /settlement|pending|Rp 65\.000,00/);
});

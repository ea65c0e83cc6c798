import '../../../test/dom';
import '../../../test/no-canvas';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Donation } from '@teater/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import GiftsScreen from './gifts';

const gift = (id: number, status: Donation['status'], changes: Partial<Donation> = {}): Donation => ({
  id,
  receipt_number: `DON-2026-${String(id).padStart(6, '0')}`,
  campaign_id: 7,
  order_id: `DONASI-${id}`,
  amount: 150_000,
  status,
  donor_name: 'Made Wirawan',
  donor_email: 'made@contoh.id',
  anonymous: false,
  on_wall: true,
  message: null,
  paidAt: status === 'pending' ? null : '2026-03-01T03:00:00.000Z',
  createdAt: '2026-03-01T02:59:00.000Z',
  ...changes,
});

test('/managedonasi-masuk lists gifts with their receipt, donor and state; a campaign chosen shows its totals by day', async () => {
  const calls = serve((url) => {
    if (url.pathname === '/api/v1/donations')
      return {
        body: {
          data: [gift(2, 'paid', { anonymous: true, donor_name: 'Nama Rahasia' }), gift(1, 'pending')],
          meta: { page: 1, limit: 50, total: 2 },
        },
      };
    if (url.pathname === '/api/v1/kampanyes/7/daily')
      return { body: { data: { days: ['2026-03-01', '2026-03-03'], values: [150_000, 25_000] } } };
    if (url.pathname === '/api/v1/kampanyes') return { body: { data: [], meta: { page: 1, limit: 50, total: 0 } } };
    return undefined;
  });
  renderPage(<GiftsScreen />, '/managedonasi-masuk?campaign_id=7&status=paid');
  const table = await screen.findByRole('table', { name: 'Donasi Masuk' });
  await waitFor(() => assert.equal(within(table).getAllByRole('row').length, 3));
  const [paid, pending] = within(table).getAllByRole('row').slice(1);
  assert.match(paid?.textContent ?? '', /DON-2026-000002Nama Rahasia\(Anonim\)made@contoh\.idRp 150\.000,00Dibayar/);
  assert.ok(within(paid as HTMLElement).getByRole('button', { name: 'Kembalikan DON-2026-000002' }));
  assert.equal(within(pending as HTMLElement).queryByRole('button'), null, 'only a paid gift is refunded');
  const list = calls.find((url) => url.pathname === '/api/v1/donations');
  assert.equal(list?.searchParams.get('campaign_id'), '7');
  assert.equal(list?.searchParams.get('status'), 'paid');

  const chart = await screen.findByRole('table', { name: 'Donasi per hari' });
  const days = within(chart)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  assert.deepEqual(days, ['1 Maret 2026Rp 150.000,00', '3 Maret 2026Rp 25.000,00']);
});

test('a refund is asked once more, sent, and the list read again', async () => {
  let refunded = false;
  const calls = serve((url) => {
    if (url.pathname === '/api/v1/donations/2/refund') {
      refunded = true;
      return { body: { message: 'Donasi dikembalikan' } };
    }
    if (url.pathname === '/api/v1/donations')
      return { body: { data: [gift(2, refunded ? 'refunded' : 'paid')], meta: { page: 1, limit: 50, total: 1 } } };
    if (url.pathname === '/api/v1/kampanyes') return { body: { data: [], meta: { page: 1, limit: 50, total: 0 } } };
    return undefined;
  });
  renderPage(<GiftsScreen />, '/managedonasi-masuk');
  assert.ok(await screen.findByText('Pilih kampanye di filter untuk melihat donasinya per hari.'));
  fireEvent.click(await screen.findByRole('button', { name: 'Kembalikan DON-2026-000002' }));
  assert.ok(screen.getByText(/Kembalikan donasi DON-2026-000002 sebesar Rp 150\.000,00\?/));
  assert.equal(refunded, false, 'nothing sent before the confirmation');
  fireEvent.click(screen.getByRole('button', { name: 'Ya, kembalikan' }));
  await waitFor(() => assert.ok(screen.getByText('Dikembalikan')));
  assert.equal(calls.filter((url) => url.pathname === '/api/v1/donations/2/refund').length, 1);
  assert.equal(screen.queryByRole('button', { name: 'Kembalikan DON-2026-000002' }), null);
});

test("with a campaign chosen, the thank-you note to its donors is sent from the screen with the admin's words", async () => {
  const sent: unknown[] = [];
  serve(async (url) => {
    if (url.pathname === '/api/v1/kampanyes/7/thanks')
      return { body: { message: 'Ucapan terima kasih dikirim ke 3 donatur', data: { queued: 3 } } };
    if (url.pathname === '/api/v1/kampanyes/7/daily') return { body: { data: { days: [], values: [] } } };
    if (url.pathname === '/api/v1/donations') return { body: { data: [], meta: { page: 1, limit: 50, total: 0 } } };
    if (url.pathname === '/api/v1/kampanyes') return { body: { data: [], meta: { page: 1, limit: 50, total: 0 } } };
    return undefined;
  });
  const served = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (String(input).endsWith('/thanks')) sent.push(JSON.parse(String(init?.body)));
    return served(input, init);
  };
  renderPage(<GiftsScreen />, '/managedonasi-masuk?campaign_id=7');
  const panel = await screen.findByRole('region', { name: 'Ucapan terima kasih untuk donatur' });
  fireEvent.change(within(panel).getByLabelText('Subjek'), { target: { value: 'Lampunya menyala!' } });
  fireEvent.change(within(panel).getByLabelText('Pesan'), { target: { value: 'Terima kasih, semuanya.' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Kirim ucapan terima kasih' }));
  // sent: the form is emptied for the next note
  await waitFor(() => assert.equal((within(panel).getByLabelText('Subjek') as HTMLInputElement).value, ''));
  assert.deepEqual(sent, [{ subject: 'Lampunya menyala!', message: 'Terima kasih, semuanya.' }]);
});

import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate, type Renewal } from '@teater/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import { RenewalBoxPart } from './renewal-box';

const DAY = 86_400_000;
const next = new Date(Date.now() + 20 * DAY).toISOString();
const plan = (changes: Partial<Renewal> = {}): Renewal => ({
  id: 4,
  state: 'active',
  method: 'card',
  masked: '481111-1114',
  amount: 65_000,
  next_charge_at: next,
  card_expires_at: new Date(Date.now() + 400 * DAY).toISOString(),
  stopped_at: null,
  ...changes,
});

test('the box shows the next charge date and amount and the masked method', async () => {
  serve(() => ({ body: { data: plan() } }));
  renderPage(<RenewalBoxPart />);
  assert.equal((await screen.findByTestId('renewal-next')).textContent, formatDate(next));
  assert.match(screen.getByTestId('renewal-method').textContent ?? '', /Kartu kredit\/debit 481111-1114/);
  assert.ok(screen.getByText('Rp 65.000,00'));
  assert.equal(screen.queryByText(/kedaluwarsa/), null, 'a card valid past the next charge is not announced');
});

test('a card expiring before the next charge is announced; a failed charge says when it is retried and links to pay now', async () => {
  const expires = new Date(Date.now() + 10 * DAY).toISOString();
  serve(() => ({ body: { data: plan({ card_expires_at: expires }) } }));
  const first = renderPage(<RenewalBoxPart />);
  assert.ok(await screen.findByText(new RegExp(`kedaluwarsa ${formatDate(expires)}`)));
  first.unmount();
  serve(() => ({ body: { data: plan({ state: 'past_due' }) } }));
  renderPage(<RenewalBoxPart />);
  assert.ok(await screen.findByText(/Pembayaran terakhir gagal/));
  assert.equal(screen.getByRole('link', { name: 'Bayar sekarang' }).getAttribute('href'), '/subscription');
});

test('stopping takes one tap and a confirmation, and the box then says it stopped (the paid month kept)', async () => {
  const stoppedAt = new Date().toISOString();
  const calls = serve((url) =>
    url.pathname.endsWith('/stop')
      ? {
          body: {
            message: 'Perpanjangan otomatis dihentikan.',
            data: plan({ state: 'stopped', next_charge_at: null, stopped_at: stoppedAt }),
          },
        }
      : { body: { data: plan() } },
  );
  renderPage(<RenewalBoxPart />);
  fireEvent.click(await screen.findByRole('button', { name: 'Hentikan perpanjangan otomatis' }));
  assert.ok(screen.getByRole('alertdialog', { name: /Bulan yang sudah dibayar tetap berlaku/ }));
  assert.equal(
    calls.filter((url) => url.pathname.endsWith('/stop')).length,
    0,
    'nothing stops before the confirmation',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Ya, hentikan' }));
  await waitFor(() => assert.equal(screen.getByTestId('renewal-state').textContent, 'Dihentikan'));
  assert.ok(screen.getByText(new RegExp(`Dihentikan pada ${formatDate(stoppedAt)}`)));
  assert.equal(screen.queryByRole('button', { name: 'Ganti metode' }), null);
  assert.equal(calls.filter((url) => url.pathname.endsWith('/renewals/mine/stop')).length, 1);
});

test('without a plan the box offers automatic renewal on the subscription page', async () => {
  serve(() => ({ body: { data: null } }));
  renderPage(<RenewalBoxPart />);
  assert.equal(
    (await screen.findByRole('link', { name: 'Perpanjang otomatis setiap bulan' })).getAttribute('href'),
    '/subscription',
  );
});

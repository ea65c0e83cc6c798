import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { serve } from '../../../test/render-page';
import { clockOf } from './hold-countdown';
import { CheckoutActionsPart } from './order-actions';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const actions = (expiresAt: string, extendable: boolean) => (
  <CheckoutActionsPart
    calls="/tiket/orders/7"
    expiresAt={expiresAt}
    returnTo="/history-pembelian-tiket"
    cancelConfirm="Batalkan?"
    hold={{ extendable }}
  />
);

test('the hold counts down in minutes and seconds; the server’s render shows no clock of its own', async () => {
  assert.equal(clockOf(754), '12:34');
  assert.equal(clockOf(59), '0:59');
  assert.doesNotMatch(renderToStaticMarkup(actions(inMinutes(10), true)), /Kursi ditahan/);
  render(actions(inMinutes(10), true));
  const timer = await screen.findByRole('timer');
  assert.match(timer.textContent ?? '', /^Kursi ditahan (10:00|9:5\d) lagi$/);
});

test('Tambah waktu asks the server once and shows its new time; then the button is gone', async () => {
  const later = inMinutes(25);
  const calls = serve((url) =>
    url.pathname.endsWith('/tiket/orders/7/extend')
      ? { body: { message: 'Waktu penahanan kursi diperpanjang.', data: { expiresAt: later } } }
      : undefined,
  );
  render(actions(inMinutes(10), true));
  fireEvent.click(await screen.findByRole('button', { name: 'Tambah waktu' }));
  await waitFor(() => assert.match(screen.getByRole('timer').textContent ?? '', /Kursi ditahan 2[45]:\d\d lagi/));
  assert.equal(screen.queryByRole('button', { name: 'Tambah waktu' }), null);
  assert.deepEqual(
    calls.map((c) => c.pathname),
    ['/api/v1/tiket/orders/7/extend'],
  );
});

test('an order extended already shows its countdown without the button', async () => {
  render(actions(inMinutes(5), false));
  await screen.findByRole('timer');
  assert.equal(screen.queryByRole('button', { name: 'Tambah waktu' }), null);
});

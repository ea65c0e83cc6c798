import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import StopMonthlyPage from './stop-monthly-page';

test("a receipt's stop link asks once more, then stops the monthly gift with the link's token", async () => {
  const sent: unknown[] = [];
  serve(async (url) => {
    if (url.pathname !== '/api/v1/donations/monthly/stop') return undefined;
    return { status: 200, body: { message: 'Donasi bulanan dihentikan. Terima kasih atas dukungan Anda!' } };
  });
  const fetchOf = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    sent.push(init?.body);
    return fetchOf(input, init);
  };
  renderPage(<StopMonthlyPage />, '/donasi/berhenti?token=12.abc', '/donasi/berhenti');
  assert.ok(screen.getByText('Hentikan donasi bulanan ini? Tidak ada tagihan lagi sesudahnya.'));
  const button = screen.getByRole('button', { name: 'Hentikan donasi bulanan' });
  await screen.findByRole('button', { name: 'Hentikan donasi bulanan' });
  fireEvent.submit(button.closest('form') as HTMLFormElement);
  assert.ok(await screen.findByText('Donasi bulanan dihentikan. Terima kasih atas dukungan Anda!'));
  assert.deepEqual(
    sent.map((body) => JSON.parse(String(body))),
    [{ token: '12.abc' }],
  );
});

test('a stop link without its token says so', async () => {
  serve(() => undefined);
  renderPage(<StopMonthlyPage />, '/donasi/berhenti', '/donasi/berhenti');
  assert.ok(await screen.findByText('Tautan ini tidak valid'));
});

import '../../../test/dom';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import { campaign, progressOf } from './campaign-fixture';
import CampaignPage from './campaign-page';

// A member's page: the session cookie says asking /users/me is worthwhile.
const member = { id: 3, name: 'Sahabat Bulanan', email: 'bulanan@example.com', role: 'user' };
const progress = progressOf();

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the session hint the page reads, as the server sets it
  document.cookie = 'id=; max-age=0';
});

/** The stand-in server: the page's reads, the card's token, and the monthly gift's start (its body kept). */
function server(sent: unknown[]) {
  serve((url) => {
    if (url.pathname === '/api/v1/users/me') return { body: { data: member } };
    if (url.pathname === '/api/v1/kampanyes/7') return { body: { data: campaign } };
    if (url.pathname === '/api/v1/kampanyes/7/progress') return { body: { data: progress } };
    if (url.pathname === '/api/v1/payment/sandbox/v2/token') return { body: { token_id: 'tok-481111' } };
    if (url.pathname === '/api/v1/donations/monthly')
      return { status: 201, body: { message: 'Donasi bulanan dimulai. Terima kasih!', data: { id: 1 } } };
    return undefined;
  });
  const served = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (String(input).endsWith('/donations/monthly')) sent.push(JSON.parse(String(init?.body)));
    return served(input, init);
  };
}

test('a visitor is offered a gift once only: monthly giving needs an account', async () => {
  server([]);
  renderPage(<CampaignPage />, '/kampanye/7', '/kampanye/:id');
  await screen.findByRole('button', { name: 'Donasi' });
  assert.equal(screen.queryByRole('radio', { name: 'Setiap bulan' }), null);
});

test('a member gives every month: the amount and wishes first, then the card, sent as one monthly gift', async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the session hint the page reads, as the server sets it
  document.cookie = 'id=3';
  const sent: unknown[] = [];
  server(sent);
  const assigned: string[] = [];
  window.location.assign = (to: string | URL) => void assigned.push(String(to));
  renderPage(<CampaignPage />, '/kampanye/7', '/kampanye/:id');

  fireEvent.click(await screen.findByRole('radio', { name: 'Setiap bulan' }));
  assert.equal(screen.queryByLabelText('Email'), null, 'the receipt goes to the account: no e-mail asked');
  fireEvent.change(screen.getByLabelText('Nominal lain'), { target: { value: '5000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Lanjut ke pembayaran' }));
  assert.ok(await screen.findByText('Donasi paling sedikit Rp 10.000,00'));

  fireEvent.change(screen.getByLabelText('Nominal lain'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Pesan untuk dinding (boleh kosong)'), { target: { value: 'Tiap bulan!' } });
  fireEvent.click(screen.getByLabelText('Tampilkan donasi saya di dinding donatur'));
  fireEvent.click(screen.getByRole('button', { name: 'Lanjut ke pembayaran' }));
  assert.match((await screen.findByTestId('monthly-summary')).textContent ?? '', /^Rp 50\.000,00 setiap bulan/);

  fireEvent.change(screen.getByLabelText('Nomor kartu'), { target: { value: '4811111111111114' } });
  fireEvent.change(screen.getByLabelText('Bulan kedaluwarsa (MM)'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Tahun kedaluwarsa (YYYY)'), { target: { value: '2030' } });
  fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bayar bulan pertama & mulai' }));
  await waitFor(() => assert.deepEqual(assigned, ['/kampanye/7']));
  assert.deepEqual(sent, [
    {
      campaign_id: 7,
      amount: 50_000,
      message: 'Tiap bulan!',
      anonymous: false,
      on_wall: true,
      may_mail: false,
      method: 'card',
      token_id: 'tok-481111',
    },
  ]);
});

test('back from linking GoPay, the gift chosen before leaving is paid by the linked account', async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the session hint the page reads, as the server sets it
  document.cookie = 'id=3';
  const sent: unknown[] = [];
  server(sent);
  const served = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    String(input).includes('/payment/sandbox/gopay/gp-1')
      ? Promise.resolve(Response.json({ data: { masked: '0812****7777', status: 'ENABLED' } }))
      : served(input, init);
  const wishes = { campaign_id: 7, amount: 150_000, anonymous: true, on_wall: false, may_mail: true };
  sessionStorage.setItem('monthly-gift:7', JSON.stringify(wishes));
  window.history.replaceState(null, '', '/kampanye/7?gopay=gp-1');
  window.location.assign = () => undefined;
  renderPage(<CampaignPage />, '/kampanye/7?gopay=gp-1', '/kampanye/:id');

  assert.match((await screen.findByTestId('monthly-summary')).textContent ?? '', /^Rp 150\.000,00 setiap bulan/);
  assert.ok(await screen.findByText(/0812\*\*\*\*7777/));
  fireEvent.click(screen.getByRole('button', { name: 'Bayar bulan pertama & mulai' }));
  await waitFor(() => assert.equal(sent.length, 1));
  assert.deepEqual(sent, [{ ...wishes, method: 'gopay', account_id: 'gp-1' }]);
  assert.equal(sessionStorage.getItem('monthly-gift:7'), null, 'the kept wishes are gone once paid');
  window.history.replaceState(null, '', '/');
});

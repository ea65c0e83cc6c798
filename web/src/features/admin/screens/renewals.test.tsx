import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminRenewal } from '@teater/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import RenewalsScreen from './renewals';

const row = (id: number, state: AdminRenewal['state'], name: string): AdminRenewal => ({
  id,
  state,
  method: id % 2 ? 'card' : 'gopay',
  masked: id % 2 ? '481111-1114' : 'GoPay ••••5678',
  amount: 65_000,
  next_charge_at: state === 'active' || state === 'past_due' ? '2026-12-20T03:00:00.000Z' : null,
  card_expires_at: null,
  stopped_at: null,
  id_user: id,
  name,
  email: `${name.toLowerCase()}@contoh.id`,
  createdAt: '2026-11-20T03:00:00.000Z',
});

test('/managerenewals: the grace setting, each subscription by state with its method, and a stop (confirmed) on live ones only', async () => {
  let stopped = false;
  const sent: { method: string; path: string; body: string }[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, body: String(init?.body ?? '') });
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/v1/admin/renewals/settings') {
      return json({ message: 'disimpan', data: { grace_days: method === 'PUT' ? 4 : 2 } });
    }
    if (url.pathname === '/api/v1/admin/renewals/1/stop') {
      stopped = true;
      return json({ message: 'Perpanjangan otomatis anggota dihentikan', data: row(1, 'stopped', 'Ana') });
    }
    const data = [row(1, stopped ? 'stopped' : 'active', 'Ana'), row(2, 'lapsed', 'Budi')];
    return json({ data, meta: { page: 1, limit: 50, total: data.length } });
  };
  renderPage(<RenewalsScreen />, '/managerenewals');

  const grace = await screen.findByRole('spinbutton', { name: /Masa tenggang/ });
  assert.equal((grace as HTMLInputElement).value, '2');
  const table = await screen.findByRole('table', { name: 'Langganan otomatis' });
  await waitFor(() => assert.equal(within(table).getAllByRole('row').length, 3));
  const [, ana, budi] = within(table).getAllByRole('row');
  assert.match(ana?.textContent ?? '', /Ana.*Aktif.*Kartu kredit\/debit.*481111-1114.*Rp 65\.000,00/);
  assert.match(budi?.textContent ?? '', /Budi.*Berakhir.*GoPay/);
  assert.equal(
    within(budi as HTMLElement).queryByRole('button', { name: /Hentikan/ }),
    null,
    'an ended one has no stop',
  );

  fireEvent.click(within(ana as HTMLElement).getByRole('button', { name: 'Hentikan Ana' }));
  const dialog = await screen.findByRole('dialog');
  assert.match(dialog.textContent ?? '', /Hentikan perpanjangan otomatis Ana\?/);
  assert.equal(sent.filter((call) => call.path.endsWith('/stop')).length, 0, 'nothing stops before the confirmation');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, hentikan' }));
  await waitFor(() =>
    assert.equal(sent.filter((call) => call.method === 'POST' && call.path.endsWith('/1/stop')).length, 1),
  );

  fireEvent.change(grace, { target: { value: '4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => {
    const put = sent.find((call) => call.method === 'PUT');
    assert.ok(put, 'the setting is sent');
    assert.deepEqual(JSON.parse(put.body), { grace_days: 4 });
  });
});

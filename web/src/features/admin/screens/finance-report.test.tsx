import '../../../test/dom';
import '../../../test/no-canvas';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FinanceAccount, MoneyFigures, SalesReport } from '@teater/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import FinanceReportScreen from './finance-report';

const money = (gross: number, extra: Partial<MoneyFigures> = {}): MoneyFigures => ({
  count: 1,
  gross,
  vouchers: 0,
  refunds: 0,
  fees: 0,
  tax: 0,
  net: gross,
  ...extra,
});

const report: SalesReport = {
  period: { from: '2026-11-20', to: '2026-11-20', show: null },
  totals: { ...money(250_000, { count: 2, refunds: 50_000, net: 200_000 }), revenue: 200_000 },
  byChannel: [
    { channel: 'door', method: 'cash', ...money(100_000) },
    { channel: 'web', method: 'qris', ...money(150_000, { refunds: 50_000, net: 100_000 }) },
  ],
  byKind: [{ kind: 'ticket', ...money(250_000, { count: 2, refunds: 50_000, net: 200_000 }) }],
  shows: [{ showId: 7, show: 'Malam Jahanam', ...money(250_000, { count: 2, refunds: 50_000, net: 200_000 }) }],
  tickets: [
    {
      showId: 7,
      show: 'Malam Jahanam',
      categoryId: 1,
      category: 'Reguler',
      sold: 5,
      complimentary: 1,
      refunded: 1,
      checkedIn: 3,
    },
  ],
  subscriptions: { ...money(0, { count: 0 }), new: 0, renewed: 0, lapsed: 0 },
  donations: [],
  days: [{ day: '2026-11-20', ...money(250_000, { count: 2, refunds: 50_000, net: 200_000 }) }],
};

const accounts: FinanceAccount[] = [
  { role: 'cash', code: '1-10001', name: 'Kas' },
  { role: 'bank', code: '1-10002', name: 'Rekening Bank' },
];

test('/managelaporan shows the custom period by channel and method, by show and category, its downloads; the account mapping saves', async () => {
  const calls = serve((url) => {
    if (url.pathname === '/api/v1/finance/report') return { body: { data: report } };
    if (url.pathname === '/api/v1/finance/accounts') return { body: { data: accounts } };
    return undefined;
  });
  // what the mapping's form sends (serve answers by address; the body is read here)
  const saved: unknown[] = [];
  const served = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') saved.push(JSON.parse(String(init.body)));
    return served(input, init);
  };
  renderPage(<FinanceReportScreen />, '/managelaporan?periode=custom&dari=2026-11-20&sampai=2026-11-20');

  const byChannel = await screen.findByRole('table', { name: 'Per kanal dan metode' });
  // on a phone the table scrolls in its own box, which keys reach (the page itself never scrolls sideways)
  const box = screen.getByRole('region', { name: 'Per kanal dan metode' });
  assert.equal(box.getAttribute('tabindex'), '0');
  assert.ok(box.contains(byChannel));
  const rows = within(byChannel)
    .getAllByRole('row')
    .map((row) => row.textContent);
  assert.match(rows[1] ?? '', /^Pintu · Tunai1Rp 100\.000,00/);
  assert.match(rows[2] ?? '', /^Web · QRIS1Rp 150\.000,00Rp 0,00Rp 50\.000,00/);
  assert.match(rows[3] ?? '', /^Total2Rp 250\.000,00/);
  const asked = calls.find((url) => url.pathname === '/api/v1/finance/report');
  assert.equal(asked?.search, '?from=2026-11-20&to=2026-11-20');

  const tickets = screen.getByRole('table', { name: 'Tiket per pertunjukan dan kategori' });
  assert.equal(within(tickets).getAllByRole('row')[1]?.textContent, 'Malam Jahanam · Reguler5113');
  assert.ok(screen.getByRole('table', { name: 'Per hari' }), "the chart's table");
  assert.equal(
    screen.getByRole('link', { name: 'Unduh Jurnal (CSV)' }).getAttribute('href'),
    '/api/v1/finance/journal.csv?from=2026-11-20&to=2026-11-20',
  );
  assert.ok(screen.getByRole('link', { name: 'Unduh PDF' }));

  const code = await screen.findByRole('textbox', { name: 'Kode akun Kas' });
  fireEvent.change(code, { target: { value: '1-1100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
  await screen.findByText('Pemetaan akun disimpan');
  assert.deepEqual((saved[0] as { accounts: FinanceAccount[] }).accounts[0], {
    role: 'cash',
    code: '1-1100',
    name: 'Kas',
  });
});

test('a show not yet chosen asks for nothing', async () => {
  const calls = serve((url) =>
    url.pathname === '/api/v1/tiket'
      ? { body: { data: [{ id: 7, nama_pertujukan: 'Malam Jahanam' }] } }
      : url.pathname === '/api/v1/finance/accounts'
        ? { body: { data: accounts } }
        : undefined,
  );
  renderPage(<FinanceReportScreen />, '/managelaporan?periode=show');
  await screen.findByRole('option', { name: 'Malam Jahanam' });
  await waitFor(() => assert.ok(calls.some((url) => url.pathname === '/api/v1/finance/accounts')));
  assert.equal(calls.filter((url) => url.pathname === '/api/v1/finance/report').length, 0);
});

import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OpenItem, SettlementLine, SettlementReport } from '@teater/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import SettlementScreen from './settlement-screen';

const page = <T,>(data: T[], total = data.length) => ({ body: { data, meta: { page: 1, limit: 20, total } } });

const report: SettlementReport = {
  id: 3,
  source: 'payouts',
  file_name: 'payout-november.csv',
  line_count: 12,
  matched_count: 11,
  open_count: 1,
  createdAt: '2026-11-28T03:00:00.000Z',
};
const line = (id: number, changes: Partial<SettlementLine> = {}): SettlementLine => ({
  id,
  order_id: `TIK-${id}`,
  payment_id: id,
  payment_type: 'qris',
  transaction_status: 'settlement',
  transaction_time: '2026-11-27T05:00:00.000Z',
  gross_amount: 150_000,
  fee_amount: 1166,
  net_amount: 148_834,
  payout_date: '2026-12-01',
  updatedAt: '2026-11-28T03:00:00.000Z',
  ...changes,
});
const unknown: OpenItem = {
  kind: 'unknown_order',
  order_id: 'TIK-ASING-1',
  payment_id: null,
  provider_gross: 90_000,
  site_gross: null,
  at: '2026-11-27T06:00:00.000Z',
};

test('/managesettlement shows the reports, the lines with fee and payout date, and the open items; pages on the server', async () => {
  const calls = serve((url) => {
    if (url.pathname === '/api/v1/settlements/reports') return page([report]);
    if (url.pathname === '/api/v1/settlements/lines') {
      const second = url.searchParams.get('page') === '2';
      return page(second ? [line(2, { payout_date: null, fee_amount: 0 })] : [line(1)], 21);
    }
    if (url.pathname === '/api/v1/settlements/open-items') return page([unknown]);
    return undefined;
  });
  renderPage(<SettlementScreen />, '/managesettlement');
  const reports = await screen.findByRole('table', { name: 'Laporan yang diimpor' });
  await waitFor(() =>
    assert.match(within(reports).getAllByRole('row')[1]?.textContent ?? '', /Laporan payoutpayout-november\.csv12111/),
  );
  const lines = await screen.findByRole('table', { name: 'Baris settlement' });
  assert.equal(lines.parentElement?.getAttribute('tabindex'), '0', 'its sideways scroll is reachable by keyboard');
  await waitFor(() =>
    assert.match(
      within(lines).getAllByRole('row')[1]?.textContent ?? '',
      /TIK-1.*qrissettlementRp 150\.000,00Rp 1\.166,00Rp 148\.834,001 Desember 2026/,
    ),
  );
  const open = await screen.findByRole('table', { name: 'Perlu diperiksa' });
  assert.match(open.textContent ?? '', /Midtrans melaporkan, situs tidak punya pembayarannyaTIK-ASING-1Rp 90\.000,00-/);

  // 21 lines: the next page is the server's, and a line not paid out says so
  const linesSection = screen.getByRole('region', { name: 'Baris settlement' });
  fireEvent.click(within(linesSection).getByRole('button', { name: 'Berikutnya' }));
  await waitFor(() =>
    assert.match(within(linesSection).getByRole('table').textContent ?? '', /TIK-2.*Belum dibayarkan/),
  );
  const asked = calls.filter((url) => url.pathname === '/api/v1/settlements/lines').at(-1);
  assert.equal(asked?.searchParams.get('page'), '2');
  assert.equal(asked?.searchParams.get('limit'), '20');
  assert.match(asked?.searchParams.get('from') ?? '', /^\d{4}-\d{2}-\d{2}$/);
});

test('an import the server refuses shows its reason; the status check sends the period shown', async () => {
  const posted: URL[] = [];
  serve((url) => {
    if (url.pathname === '/api/v1/settlements/reports' && posted.length === 0 && url.search === '') {
      return page<SettlementReport>([]);
    }
    if (url.pathname === '/api/v1/settlements/status-check') {
      posted.push(url);
      return {
        body: {
          message: '2 pembayaran ditanyakan ke Midtrans, 2 baris disimpan.',
          data: { asked: 2, stored: 2, report_id: 4 },
        },
      };
    }
    if (url.pathname.startsWith('/api/v1/settlements/')) return page([]);
    return undefined;
  });
  renderPage(<SettlementScreen />, '/managesettlement');
  assert.ok(await screen.findByText('Belum ada laporan yang diimpor.'));
  fireEvent.click(screen.getByRole('button', { name: 'Impor Laporan' }));
  assert.ok(await screen.findByText('Pilih berkas laporan CSV.'));
  fireEvent.click(screen.getByRole('button', { name: 'Cek Status' }));
  await waitFor(() => assert.equal(posted.length, 1));
});

import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import CampaignPage from './campaign-page';

const campaign = {
  id: 7,
  judul: 'Lampu Baru untuk Panggung',
  cerita: 'Bantu kami mengganti lampu panggung.',
  gambar: null,
  target: 10_000_000,
  mulai: '2026-11-01T00:00:00.000Z',
  selesai: '2027-03-01T00:00:00.000Z',
  nominal_saran: '50000, 150000',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const progress = {
  id: 7,
  judul: campaign.judul,
  target: 10_000_000,
  mulai: campaign.mulai,
  selesai: campaign.selesai,
  suggested: [50_000, 150_000],
  given: 2_500_000,
  donors: 12,
  days_left: 30,
  open: true,
  wall: [
    { name: 'Made Wirawan', amount: 150_000, message: 'Semoga makin terang!', at: '2026-11-20T00:00:00.000Z' },
    { name: null, amount: 50_000, message: null, at: '2026-11-19T00:00:00.000Z' },
  ],
};

test('a campaign page shows the goal, the gross given, donors, days left, the bar and the wall (anonymous unnamed)', async () => {
  serve((url) => {
    if (url.pathname === '/api/v1/kampanyes/7') return { status: 200, body: { data: campaign } };
    if (url.pathname === '/api/v1/kampanyes/7/progress') return { status: 200, body: { data: progress } };
    return undefined;
  });
  renderPage(<CampaignPage />, '/kampanye/7', '/kampanye/:id');
  assert.equal((await screen.findByTestId('campaign-given')).textContent, 'Rp 2.500.000,00');
  assert.ok(screen.getByText('dari target Rp 10.000.000,00'));
  assert.equal(screen.getByRole('progressbar').getAttribute('aria-valuenow'), '25');
  assert.equal(screen.getByTestId('campaign-donors').textContent, '12');
  assert.ok(screen.getByText('30 hari lagi'));
  const wall = screen.getByTestId('donor-wall').textContent ?? '';
  assert.match(wall, /Made Wirawan · Rp 150\.000,00/);
  assert.match(wall, /Semoga makin terang!/);
  assert.match(wall, /Anonim · Rp 50\.000,00/);
  assert.ok(screen.getByRole('radio', { name: 'Rp 150.000,00' }));
  assert.ok(screen.getByRole('button', { name: 'Donasi' }));
});

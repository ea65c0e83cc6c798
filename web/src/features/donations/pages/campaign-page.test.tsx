import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import { campaign, progressOf } from './campaign-fixture';
import CampaignPage from './campaign-page';

const progress = progressOf({
  given: 2_500_000,
  donors: 12,
  wall: [
    { name: 'Made Wirawan', amount: 150_000, message: 'Semoga makin terang!', at: '2026-11-20T00:00:00.000Z' },
    { name: null, amount: 50_000, message: null, at: '2026-11-19T00:00:00.000Z' },
  ],
});

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

import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import DonationPage from './donation-page';

const appeal = {
  id: 1,
  gambar: null,
  paragraf1: 'Dukung kami.',
  paragraf2: null,
  paragraf3: null,
  link: 'https://contoh.id/donasi',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const current = {
  id: 7,
  judul: 'Lampu Baru untuk Panggung',
  target: 10_000_000,
  mulai: '2026-11-01T00:00:00.000Z',
  selesai: '2027-03-01T00:00:00.000Z',
  suggested: [],
  given: 150_000,
  donors: 1,
  days_left: 30,
  open: true,
  wall: [],
};

test("the donation page keeps the latest appeal and gains the running campaign's progress and its button", async () => {
  serve((url) => {
    if (url.pathname === '/api/v1/donasis')
      return { status: 200, body: { data: [appeal], meta: { page: 1, limit: 12, total: 1 } } };
    if (url.pathname === '/api/v1/donations/current') return { status: 200, body: { data: current } };
    return undefined;
  });
  renderPage(<DonationPage />, '/donation', '/donation');
  assert.equal((await screen.findByTestId('campaign-given')).textContent, 'Rp 150.000,00');
  assert.equal(screen.getByRole('progressbar').getAttribute('aria-valuenow'), '2');
  const button = screen.getByRole('button', { name: 'Donasi sekarang' });
  assert.equal(button.closest('form')?.getAttribute('action'), '/kampanye/7');
  assert.equal(screen.getByRole('link', { name: 'Donasi Sekarang' }).getAttribute('href'), 'https://contoh.id/donasi');
});

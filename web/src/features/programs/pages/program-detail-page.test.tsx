import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import ProgramDetailPage from './program-detail-page';

// Moved from programs.e2e.ts ('an unknown program shows the not-found text').
test('an unknown program shows No programs found.', async () => {
  serve((url) =>
    url.pathname === '/api/v1/programs/999999' ? { status: 404, body: { message: 'Tidak ditemukan' } } : undefined,
  );
  renderPage(<ProgramDetailPage />, '/program/999999', '/program/:id');
  assert.ok(await screen.findByText('No programs found.'));
});

import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import GalleryDetailPage from './gallery-detail-page';

// Moved from gallery.e2e.ts ('an invalid or unknown gallery id shows the spec text'): for a
// malformed id, zero and an id the server does not know, the spec's text and the way back.
test('an invalid or unknown gallery id shows ID galeri tidak valid. and links back to /photos', async () => {
  for (const id of ['abc', '0', '999999']) {
    serve((url) =>
      url.pathname === `/api/v1/galeris/${id}` ? { status: 404, body: { message: 'Tidak ditemukan' } } : undefined,
    );
    const { unmount } = renderPage(<GalleryDetailPage />, `/photos/${id}`, '/photos/:id');
    assert.ok(await screen.findByText('ID galeri tidak valid.'), id);
    assert.equal(screen.getByRole('link', { name: /Kembali ke Galeri/ }).getAttribute('href'), '/photos', id);
    unmount();
  }
});

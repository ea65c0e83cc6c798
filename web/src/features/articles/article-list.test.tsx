import '../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screen } from '@testing-library/react';
import { renderPage, serve } from '../../test/render-page';
import NewsListPage from './pages/news-list-page';

// Moved from articles.e2e.ts ('the news list shows Memuat Data while loading and the spec text
// when the call fails'): the list's states are the component's, the browser added nothing.
test('the news list says Memuat Data while its call is out, then the spec text when the call fails', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = serve(async (url) => {
    await held;
    return url.pathname === '/api/v1/beritas' ? { status: 500, body: { message: 'Server error' } } : undefined;
  });
  renderPage(<NewsListPage />, '/news');
  assert.equal((await screen.findByRole('status')).textContent, 'Memuat Data ...');
  release();
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent ?? '', /Error fetching news data/);
  assert.deepEqual(
    calls.map((url) => url.pathname),
    ['/api/v1/beritas'],
  );
});

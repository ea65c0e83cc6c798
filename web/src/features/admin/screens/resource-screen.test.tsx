import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import ResourceScreen from './resource-screen';

const at = '2026-11-20T03:00:00.000Z';
const page = <T,>(data: T[]) => ({ body: { data, meta: { page: 1, limit: 50, total: data.length } } });

// Moved from admin-news.e2e.ts and landing-admin.e2e.ts: when the list call gets no answer (a
// dropped connection), each manage screen says spec 8's text, in a form or a table layout.
test('the partners manage screen whose list gets no answer says Failed to fetch data', async () => {
  const calls = serve(() => undefined);
  renderPage(<ResourceScreen resource="partnerships" />, '/managepartners');
  assert.ok(await screen.findByText('Failed to fetch data'));
  assert.equal(calls[0]?.pathname, '/api/v1/beritapartners');
});

test('the landing testimonials screen without an answer says Error fetching data in an alert', async () => {
  serve(() => undefined);
  renderPage(<ResourceScreen resource="testimonials" />, '/admin/managesectiontestimoni');
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent ?? '', /Error fetching data/);
});

// Moved from scripts-admin.e2e.ts: the delete's failure text is the screen's (the server said
// nothing), the row stays; the next delete that gets its answer says so and the row goes.
test('/managenaskah: a delete the network drops says Failed to delete manuscript; then it deletes', async () => {
  const script = {
    id: 5,
    namaNaskah: 'Naskah Hapus',
    pengarang: 'Iswadi Pratama',
    isiNaskah: 'Babak satu.',
    linknaskah: 'https://contoh.id/n',
    gambar_naskah: null,
    createdAt: at,
    updatedAt: at,
  };
  let stored = [script];
  let network = false;
  serve((url) => {
    if (url.pathname === '/api/v1/naskahs') return page(stored);
    if (url.pathname === '/api/v1/naskahs/5' && network) {
      stored = [];
      return { body: { data: script } };
    }
    return undefined;
  });
  // the browser's confirmation, answered yes (its own test is the browser's)
  Object.assign(window, { confirm: () => true });
  renderPage(<ResourceScreen resource="scripts" />, '/managenaskah');
  const row = () => screen.queryAllByRole('row').find((r) => r.textContent?.includes('Naskah Hapus'));
  await waitFor(() => assert.ok(row()));

  fireEvent.click(within(row() as HTMLElement).getByRole('button', { name: /^Delete/ }));
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent ?? '', /Failed to delete manuscript/);
  assert.ok(row(), 'the row stays');

  network = true;
  fireEvent.click(within(row() as HTMLElement).getByRole('button', { name: /^Delete/ }));
  await waitFor(() =>
    assert.ok(screen.getAllByRole('status').some((s) => s.textContent?.includes('Data berhasil dihapus'))),
  );
  await waitFor(() => assert.equal(row(), undefined));
});

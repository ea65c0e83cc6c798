import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminMail } from '@teater/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, serve } from '../../../test/render-page';
import MailsScreen from './mails';

const failed: AdminMail = {
  id: 4,
  kind: 'ticket-paid',
  recipient: 'siti@contoh.id',
  subject: 'E-tiket Anda',
  status: 'failed',
  attempts: 3,
  last_error: 'SMTP menolak',
  createdAt: '2026-03-01T03:00:00.000Z',
  sent_at: null,
};

test('/adminmail: a failed mail sent again says so above the list, and the message can be closed', async () => {
  const calls = serve((url) => {
    if (url.pathname === '/api/v1/admin/mails')
      return { body: { data: [failed], meta: { page: 1, limit: 50, total: 1 } } };
    if (url.pathname === '/api/v1/admin/mails/4/retry') return { body: { message: 'ok' } };
    return undefined;
  });
  renderPage(<MailsScreen />, '/adminmail');
  fireEvent.click(await screen.findByRole('button', { name: 'Kirim ulang' }));
  const told = await screen.findByRole('status');
  assert.equal(told.textContent?.includes('Email dijadwalkan untuk dikirim ulang'), true);
  assert.equal(calls.filter((url) => url.pathname === '/api/v1/admin/mails/4/retry').length, 1);
  fireEvent.click(screen.getByRole('button', { name: 'Tutup pesan' }));
  await waitFor(() => assert.equal(screen.queryByText('Email dijadwalkan untuk dikirim ulang'), null));
});

import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuditEntry } from '@teater/contract';
import { render, screen, within } from '@testing-library/react';
import { ChangeTable } from './audit-changes';

const entry: AuditEntry = {
  id: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  actor_id: 2,
  actor_role: 'admin',
  actor_name: 'Admin',
  actor_email: 'admin@contoh.id',
  ip: null,
  resource: 'tiket',
  record_id: 7,
  action: 'update',
  summary: 'Harga diubah',
  before: { price: 50000, name: 'Reguler' },
  after: { price: 60000, name: 'Reguler' },
};

test("an entry's changes: a column header each for the field, before and after, then a row a field", () => {
  render(<ChangeTable entry={entry} />);
  const table = screen.getByRole('table', { name: 'Perubahan' });
  assert.deepEqual(
    within(table)
      .getAllByRole('columnheader')
      .map((head) => head.textContent),
    ['Kolom', 'Sebelum', 'Sesudah'],
  );
  const price = within(table).getByRole('row', { name: /price/ });
  assert.deepEqual(
    within(price)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
    ['50000', '60000'],
  );
});

import '../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { render, screen } from '@testing-library/react';
import { TextAreaField } from './text-area-field';

test('a text area is labelled, described by its hint, then by its error once it has one', () => {
  const { rerender } = render(<TextAreaField id="pesan" label="Pesan" hint="Paling banyak 5000 huruf" />);
  const area = screen.getByLabelText('Pesan');
  assert.equal(area.tagName, 'TEXTAREA');
  assert.equal(area.getAttribute('aria-describedby'), 'pesan-hint');
  assert.equal(area.getAttribute('aria-invalid'), null);

  rerender(<TextAreaField id="pesan" label="Pesan" hint="Paling banyak 5000 huruf" error="Pesan wajib diisi" />);
  assert.equal(area.getAttribute('aria-invalid'), 'true');
  assert.equal(document.getElementById('pesan-error')?.textContent, 'Pesan wajib diisi');
  // while it has an error the hint steps aside, as a text field's does
  assert.equal(document.getElementById('pesan-hint'), null);
});

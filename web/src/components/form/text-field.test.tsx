import '../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CodeField, NewPasswordField, TextField } from './text-field';

test('a field is described by its hint, and by its error once it has one', () => {
  const { rerender } = render(<TextField id="nama" label="Nama" hint="Seperti di KTP" />);
  const input = screen.getByLabelText('Nama');
  assert.equal(input.getAttribute('aria-describedby'), 'nama-hint');
  assert.equal(input.getAttribute('aria-invalid'), null);
  assert.equal(document.getElementById('nama-hint')?.textContent, 'Seperti di KTP');

  rerender(<TextField id="nama" label="Nama" hint="Seperti di KTP" error="Nama wajib diisi" />);
  assert.equal(input.getAttribute('aria-describedby'), 'nama-hint nama-error');
  assert.equal(input.getAttribute('aria-invalid'), 'true');
  assert.equal(document.getElementById('nama-error')?.textContent, 'Nama wajib diisi');
});

test('a code field asks for a one-time code and hands on what is typed', () => {
  function Form() {
    const [code, setCode] = useState('');
    return (
      <>
        <CodeField label="Kode" inputMode="numeric" value={code} onValue={setCode} />
        <output>{code}</output>
      </>
    );
  }
  render(<Form />);
  const input = screen.getByLabelText('Kode');
  assert.equal(input.getAttribute('autocomplete'), 'one-time-code');
  assert.equal(input.getAttribute('inputmode'), 'numeric');
  fireEvent.change(input, { target: { value: '123456' } });
  assert.equal(screen.getByRole('status').textContent, '123456');
});

test('a new password field hides what is typed and lets the browser suggest and keep a new password', () => {
  render(<NewPasswordField id="baru" label="Password baru" />);
  const input = screen.getByLabelText('Password baru');
  assert.equal(input.getAttribute('type'), 'password');
  assert.equal(input.getAttribute('autocomplete'), 'new-password');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Fields, f, type ResourceDef } from '@teater/contract';
import { encodeBody } from './encode';

/** A definition with only what encoding reads (a cast: whatever else a definition declares). */
const definition = (body: ResourceDef['body'], fields: Fields) =>
  ({
    name: 'probes',
    path: '/probes',
    label: 'Probe',
    body,
    access: { read: 'public', write: 'admin' },
    fields,
  }) as ResourceDef;

test('a multipart write sends values as text and files under their input names', async () => {
  const def = definition('multipart', {
    judul: f.text('Judul', { required: true }),
    harga: f.number('Harga'),
    file_naskah: f.document('Naskah', { input: 'naskah' }),
    photos: f.image('Foto', { multiple: true }),
  });
  const naskah = new File(['%PDF'], 'naskah.pdf', { type: 'application/pdf' });
  const photos = [new File(['a'], 'a.png'), new File(['b'], 'b.png')];
  const body = await encodeBody(
    def,
    { values: { judul: 'Pentas', harga: null, unknown: 'x' }, files: { file_naskah: [naskah], photos } },
    () => {},
  );
  assert.ok(body instanceof FormData);
  assert.deepEqual(
    [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    [
      ['judul', 'Pentas'],
      ['harga', ''],
      ['naskah', 'naskah.pdf'],
      ['photos', 'a.png'],
      ['photos', 'b.png'],
    ],
  );
});

test('a JSON write without new images sends its values as they are', async () => {
  const def = definition('json', { judul: f.text('Judul', { required: true }), gambar: f.imageUrl('Gambar') });
  const body = await encodeBody(def, { values: { judul: 'Pentas', gambar: '/media/i/a.webp' }, files: {} }, () => {});
  assert.deepEqual(body, { judul: 'Pentas', gambar: '/media/i/a.webp' });
});

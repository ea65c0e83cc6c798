import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bodySchema } from './body-schema.js';
import { f } from './fields.js';
import { validationMessages } from './messages/validation.js';

const fields = {
  title: f.text('Judul', { required: true, max: 10 }),
  summary: f.textarea('Ringkasan'),
  price: f.number('Harga', { required: true, min: 1000, max: 5000 }),
  coach: f.boolean('Pelatih'),
  when: f.datetime('Waktu'),
  link: f.url('Tautan'),
  photo: f.image('Foto', { required: true }),
  pictures: f.imageUrl('Gambar', { multiple: true }),
  status: f.select('Status', [
    { value: 'ready', label: 'Tersedia' },
    { value: 'gone', label: 'Habis' },
  ]),
  created: f.text('Dibuat', { readOnly: true }),
};
const create = bodySchema(fields, 'create');
const patch = bodySchema(fields, 'patch');
const valid = { title: 'Pentas', price: '2000', photo: '/media/i/abc.webp' };

const errorsOf = (result: ReturnType<typeof create.safeParse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

test('multipart strings become typed values; read-only and unknown fields are dropped', () => {
  const parsed = create.parse({
    ...valid,
    coach: 'on',
    when: '2026-11-22T12:30:00Z',
    status: 'ready',
    created: 'x',
    extra: 'y',
  });
  assert.deepEqual(parsed, {
    title: 'Pentas',
    price: 2000,
    photo: '/media/i/abc.webp',
    coach: true,
    when: '2026-11-22T12:30:00.000Z',
    status: 'ready',
  });
  assert.equal(create.parse({ ...valid, coach: 'false' }).coach, false);
  assert.equal(create.parse({ ...valid, summary: '' }).summary, null, 'an empty optional value is null');
});

test('a create names every missing required field; a patch may leave them out but never blank them', () => {
  assert.deepEqual(errorsOf(create.safeParse({ photo: '/media/i/a.webp' })), {
    title: validationMessages.required,
    price: validationMessages.required,
  });
  assert.equal(patch.safeParse({ summary: 'baru' }).success, true);
  assert.deepEqual(errorsOf(patch.safeParse({ title: '' })), { title: validationMessages.required });
  assert.deepEqual(errorsOf(patch.safeParse({ title: '   ' })), { title: validationMessages.required });
});

test('numbers: whole, within their bounds, in Indonesian', () => {
  assert.deepEqual(errorsOf(create.safeParse({ ...valid, price: 'dua ribu' })), { price: validationMessages.number });
  assert.deepEqual(errorsOf(create.safeParse({ ...valid, price: '1500.5' })), { price: validationMessages.integer });
  assert.deepEqual(errorsOf(create.safeParse({ ...valid, price: '999' })), { price: validationMessages.min(1000) });
  assert.deepEqual(errorsOf(create.safeParse({ ...valid, price: '5001' })), { price: validationMessages.max(5000) });
});

test('texts have their length, options their values, dates must be dates', () => {
  assert.deepEqual(errorsOf(create.safeParse({ ...valid, title: 'x'.repeat(11) })), {
    title: validationMessages.maxLength(10),
  });
  assert.deepEqual(errorsOf(create.safeParse({ ...valid, status: 'lost' })), { status: validationMessages.option });
  assert.deepEqual(errorsOf(create.safeParse({ ...valid, when: 'besok' })), { when: validationMessages.date });
  assert.deepEqual(errorsOf(create.safeParse({ ...valid, coach: 'mungkin' })), { coach: validationMessages.boolean });
});

test('links take http(s) only; media fields our own URLs or http(s), never javascript: or data:', () => {
  assert.equal(create.safeParse({ ...valid, link: 'https://instagram.com/teater' }).success, true);
  for (const bad of ['javascript:alert(1)', 'ftp://x.id/a', '/media/i/a.webp']) {
    assert.deepEqual(errorsOf(create.safeParse({ ...valid, link: bad })), { link: validationMessages.url }, bad);
  }
  for (const good of ['/media/i/a.webp', '/api/v1/files/e/v/x.mp4', 'https://cdn.example/a.png']) {
    assert.equal(create.safeParse({ ...valid, photo: good }).success, true, good);
  }
  for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/etc/passwd']) {
    assert.deepEqual(errorsOf(create.safeParse({ ...valid, photo: bad })), { photo: validationMessages.url }, bad);
  }
  assert.equal(create.safeParse({ ...valid, pictures: '/media/i/a.webp,/media/i/b.webp' }).success, true);
  assert.deepEqual(errorsOf(create.safeParse({ ...valid, pictures: '/media/i/a.webp,javascript:x' })), {
    pictures: validationMessages.url,
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { f, validationMessages } from '@teater/contract';
import {
  contractResolver,
  defaultSchema,
  defaultValues,
  type FormValues,
  formFields,
  toSubmission,
} from './form-values';

const fields = {
  title: f.text('Judul', { required: true }),
  price: f.number('Harga'),
  coach: f.boolean('Pelatih'),
  photo: f.image('Foto', { required: true }),
  note: f.text('Catatan', { hidden: true }),
  createdBy: f.text('Dibuat oleh', { readOnly: true }),
};
const shown = formFields(fields);
const schema = defaultSchema(shown);
const photo = [new File(['x'], 'foto.png', { type: 'image/png' })];
const resolve = (raw: FormValues, record?: Record<string, unknown>) =>
  contractResolver({ fields: shown, schema, record, requiredText: validationMessages.required })(raw, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

test('a form shows what the admin edits, or the fields named, in that order', () => {
  assert.deepEqual(Object.keys(shown), ['title', 'price', 'coach', 'photo']);
  assert.deepEqual(Object.keys(formFields(fields, ['photo', 'title'])), ['photo', 'title']);
});

test('initial values: empty for a new record, the record as input text for an edit', () => {
  assert.deepEqual(defaultValues(shown), { title: '', price: '', coach: false, photo: [] });
  assert.deepEqual(defaultValues(shown, { title: 'Pentas', price: 5000, coach: true, photo: '/media/i/a.webp' }), {
    title: 'Pentas',
    price: '5000',
    coach: true,
    photo: [],
  });
  assert.deepEqual(defaultValues(shown, { title: null, price: null }), {
    title: '',
    price: '',
    coach: false,
    photo: [],
  });
});

test('the resolver applies the contract and asks for required files, unless the record has one', async () => {
  const missing = await resolve({ title: '', price: 'mahal', coach: false, photo: [] });
  assert.deepEqual(Object.fromEntries(Object.entries(missing.errors).map(([name, error]) => [name, error?.message])), {
    title: validationMessages.required,
    price: validationMessages.number,
    photo: validationMessages.required,
  });
  const editing = await resolve({ title: 'Pentas', price: '', coach: false, photo: [] }, { photo: '/media/i/a.webp' });
  assert.deepEqual(editing.errors, {});
  const creating = await resolve({ title: 'Pentas', price: '2000', coach: true, photo });
  assert.deepEqual(creating.errors, {});
});

test('a new record submits every value parsed and its files', () => {
  const submission = toSubmission(shown, schema, { title: ' Pentas ', price: '2000', coach: true, photo }, null);
  assert.deepEqual(submission.values, { title: 'Pentas', price: 2000, coach: true });
  assert.deepEqual(submission.files, { photo });
});

test('an edit submits only what changed, and files only when new ones were chosen', () => {
  const initial = defaultValues(shown, { title: 'Pentas', price: 5000, coach: false });
  const unchanged = toSubmission(shown, schema, { ...initial }, initial);
  assert.deepEqual(unchanged, { values: {}, files: {} });
  const edited = toSubmission(shown, schema, { ...initial, price: '', coach: true }, initial);
  assert.deepEqual(edited, { values: { price: null, coach: true }, files: {} });
});

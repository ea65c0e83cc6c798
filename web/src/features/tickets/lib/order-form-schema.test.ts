import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linesOf, orderFormSchema, totalCount, totalPrice } from './order-form-schema';

const form = (counts: Record<string, unknown>) => ({ nama_user: 'Siti', no_telp: '081234567890', counts });
const countsError = (counts: Record<string, unknown>) => {
  const parsed = orderFormSchema().safeParse(form(counts));
  return parsed.success ? null : parsed.error.issues.find((i) => i.path[0] === 'counts')?.message;
};

test('1 to 10 tickets in all categories, with the spec’s message above 10', () => {
  assert.equal(countsError({ 1: '6', 2: '4' }), null);
  assert.equal(countsError({ 1: '6', 2: '5' }), 'Maksimal pembelian tiket adalah 10 tiket');
  assert.equal(countsError({ 1: '0', 2: '' }), 'Minimal pembelian 1 tiket');
});

test('the seats’ message shows even while a buyer field is still wrong', () => {
  const parsed = orderFormSchema().safeParse({ nama_user: 'Siti', no_telp: '', counts: { 1: '11' } });
  const messages = parsed.error?.issues.map((i) => [i.path.join('.'), i.message]);
  assert.deepEqual(messages?.[0], ['no_telp', 'Wajib diisi']);
  assert.deepEqual(messages?.at(-1), ['counts', 'Maksimal pembelian tiket adalah 10 tiket']);
});

test('the total is each count at its category’s price; empty inputs count as none', () => {
  const prices = new Map([
    [1, 75_000],
    [2, 150_000],
  ]);
  assert.equal(totalPrice({ 1: '2', 2: '1' }, prices), 300_000);
  assert.equal(totalPrice({ 1: '', 2: 'abc' }, prices), 0);
  assert.equal(totalCount({ 1: '2', 2: '1', 3: '' }), 3);
});

test('the order’s lines are the categories with a count', () => {
  assert.deepEqual(linesOf({ 1: '2', 2: '0', 3: '1' }), [
    { id: 1, count: 2 },
    { id: 3, count: 1 },
  ]);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countsRule, linesOf, totalCount, totalPrice } from './order-rules';

test('1 to 10 tickets in all categories, with the spec’s message above 10', () => {
  assert.equal(countsRule({ 1: '6', 2: '4' }), null);
  assert.equal(countsRule({ 1: '6', 2: '5' }), 'Maksimal pembelian tiket adalah 10 tiket');
  assert.equal(countsRule({ 1: '0', 2: '' }), 'Minimal pembelian 1 tiket');
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

test('a fraction of a seat is refused as typed, never rounded down to a whole seat', () => {
  assert.equal(countsRule({ 1: '1.5' }), 'Harus bilangan bulat');
  assert.deepEqual(linesOf({ 1: '1.5' }), [{ id: 1, count: 1.5 }]);
});

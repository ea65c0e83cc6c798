import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromWibInput, toWibInput } from './wib.js';

test('19:30 typed is 19:30 WIB (12:30 UTC), in any browser zone', () => {
  assert.equal(fromWibInput('2026-11-22T19:30'), '2026-11-22T12:30:00.000Z');
  assert.equal(fromWibInput('2026-11-23T02:30'), '2026-11-22T19:30:00.000Z');
  assert.equal(fromWibInput(''), null);
  assert.equal(fromWibInput('kemarin'), null);
});

test('a stored instant shows as its WIB wall time, across midnight too', () => {
  assert.equal(toWibInput('2026-11-22T12:30:00.000Z', 'datetime'), '2026-11-22T19:30');
  assert.equal(toWibInput('2026-11-22T19:30:00.000Z', 'datetime'), '2026-11-23T02:30');
  assert.equal(toWibInput('2026-11-22T19:30:00.000Z', 'date'), '2026-11-23');
  assert.equal(toWibInput('2026-03-01', 'date'), '2026-03-01');
  assert.equal(toWibInput(null, 'datetime'), '');
  assert.equal(toWibInput(fromWibInput('2027-01-05T08:05'), 'datetime'), '2027-01-05T08:05');
});

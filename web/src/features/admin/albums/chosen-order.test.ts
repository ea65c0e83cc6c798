import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inChosenOrder } from './chosen-order';

test('photos that landed out of the chosen order go back to it, in the places they took', () => {
  // 1 was there; 7, 8, 9 were chosen in that order and landed as 9, 7, 8
  assert.deepEqual(inChosenOrder([1, 9, 7, 8], [7, 8, 9]), [1, 7, 8, 9]);
  // a photo moved in the meantime keeps its place between them
  assert.deepEqual(inChosenOrder([8, 1, 7], [7, 8]), [7, 1, 8]);
});

test('nothing to do when they landed in order, or are gone', () => {
  assert.equal(inChosenOrder([1, 7, 8], [7, 8]), null);
  assert.equal(inChosenOrder([1], [7, 8]), null);
  assert.equal(inChosenOrder([1, 8], [7, 8]), null, 'a failed upload leaves the others as they are');
});

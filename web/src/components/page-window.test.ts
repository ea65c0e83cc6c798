import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageSearch, pageWindow } from './page-window';

test('a few pages are all shown', () => {
  assert.deepEqual(pageWindow(1, 1), [1]);
  assert.deepEqual(pageWindow(2, 4), [1, 2, 3, 4]);
});

test('many pages: first, last and the neighbours of the current one, with gaps', () => {
  assert.deepEqual(pageWindow(1, 250), [1, 2, 3, 'gap', 250]);
  assert.deepEqual(pageWindow(100, 250), [1, 'gap', 98, 99, 100, 101, 102, 'gap', 250]);
  assert.deepEqual(pageWindow(250, 250), [1, 'gap', 248, 249, 250]);
});

test('a gap of one page shows that page instead', () => {
  assert.deepEqual(pageWindow(5, 9), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('page 1 has no query string', () => {
  assert.equal(pageSearch(1), '');
  assert.equal(pageSearch(3), '?page=3');
});

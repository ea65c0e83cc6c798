import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paymentsList } from '@teater/contract';
import { listCallParams, nextSort, readListView, sortStateOf, writeListView } from './list-state';

const url = (search: string) => new URLSearchParams(search);

test('reads only what the list declares from the URL', () => {
  const view = readListView(
    url('?q=budi&page=3&sort=-gross_amount&transaction_status=pending&createdAt_from=2026-01-01&password_hash=x'),
    paymentsList,
  );
  assert.deepEqual(view, {
    page: 3,
    q: 'budi',
    sort: '-gross_amount',
    filters: { transaction_status: 'pending', createdAt_from: '2026-01-01' },
  });
  assert.equal(readListView(url('?sort=password_hash&page=abc'), paymentsList).sort, '');
  assert.equal(readListView(url('?page=abc'), paymentsList).page, 1);
  assert.equal(readListView(url('?q=x'), { sort: { fields: ['createdAt'], default: '-createdAt' } }).q, '');
});

test('asks the API for one page of 50 with the view', () => {
  const view = readListView(url('?q=%20budi%20&kind=ticket'), paymentsList);
  assert.deepEqual(listCallParams(view), { kind: 'ticket', q: 'budi', sort: undefined, page: 1, limit: 50 });
});

test('a new search, filter or order starts at page 1; paging keeps the rest', () => {
  const current = url('?q=budi&page=4&kind=ticket');
  assert.equal(writeListView(current, { q: 'sari' }).toString(), 'q=sari&kind=ticket');
  assert.equal(writeListView(current, { filters: { kind: '' } }).toString(), 'q=budi');
  assert.equal(writeListView(current, { page: 5 }).toString(), 'q=budi&page=5&kind=ticket');
  assert.equal(writeListView(current, { sort: '-gross_amount' }).get('page'), null);
});

test('a header sorts ascending, then descending; aria-sort follows, defaults included', () => {
  assert.equal(nextSort('', 'gross_amount'), 'gross_amount');
  assert.equal(nextSort('gross_amount', 'gross_amount'), '-gross_amount');
  assert.equal(nextSort('-gross_amount', 'gross_amount'), 'gross_amount');
  const view = readListView(url(''), paymentsList);
  assert.equal(sortStateOf(view, paymentsList, 'createdAt'), 'descending');
  assert.equal(sortStateOf(view, paymentsList, 'gross_amount'), 'none');
});

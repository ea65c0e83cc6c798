import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type ListDef,
  listCall,
  listMessages,
  listQuerySchema,
  MAX_PAGE_SIZE,
  pageParamOf,
  pageRangeLabel,
  rangeInstant,
} from './list.js';

const list: ListDef = {
  search: ['title'],
  sort: { fields: ['createdAt', 'title'], default: '-createdAt' },
  filters: {
    status: { kind: 'enum', values: ['paid', 'pending'] },
    coach: { kind: 'boolean' },
    show: { kind: 'id' },
    createdAt: { kind: 'range' },
  },
};
const schema = listQuerySchema(list, { limit: 12 });
const refusal = (query: Record<string, string>, of = schema) => of.safeParse(query).error?.issues[0]?.message;

test('without parameters: page 1 of the default size in the default order', () => {
  assert.deepEqual(schema.parse({}), { page: 1, limit: 12, q: undefined, sort: '-createdAt', filters: {}, ranges: {} });
});

test('declared parameters are typed: page, limit, sort, a trimmed search, filters and ranges', () => {
  const parsed = schema.parse({
    page: '3',
    limit: '50',
    sort: 'title',
    q: '  pentas ',
    status: 'paid',
    coach: 'false',
    show: '7',
    createdAt_from: '2026-01-01',
  });
  assert.deepEqual(parsed, {
    page: 3,
    limit: 50,
    q: 'pentas',
    sort: 'title',
    filters: { status: 'paid', coach: false, show: 7 },
    ranges: { createdAt: { from: '2026-01-01', to: undefined } },
  });
  assert.equal(schema.parse({ q: '   ' }).q, undefined, 'a blank search searches nothing');
});

test('each refusal says what is wrong, in Indonesian', () => {
  assert.equal(refusal({ page: '0' }), listMessages.page);
  assert.equal(refusal({ page: 'dua' }), listMessages.page);
  assert.equal(refusal({ limit: String(MAX_PAGE_SIZE + 1) }), listMessages.limit(MAX_PAGE_SIZE));
  assert.equal(refusal({ sort: 'price' }), listMessages.sort(['createdAt', '-createdAt', 'title', '-title']));
  assert.equal(refusal({ q: 'x'.repeat(201) }), listMessages.search(200));
  assert.equal(refusal({ status: 'lost' }), listMessages.filterValue('status'));
  assert.equal(refusal({ coach: 'ya' }), listMessages.filterValue('coach'));
  assert.equal(refusal({ show: '-1' }), listMessages.filterValue('show'));
  assert.equal(refusal({ createdAt_to: 'kemarin' }), listMessages.filterValue('createdAt'));
  assert.equal(refusal({ color: 'red', size: 'xl' }), listMessages.unknown(['color', 'size']));
});

test('a list without search refuses q; extra parameters of a route are admitted', () => {
  const plain = listQuerySchema({}, { limit: 50 }, ['id']);
  assert.equal(refusal({ q: 'x' }, plain), listMessages.searchNotAllowed);
  assert.equal(refusal({ sort: 'title' }, plain), listMessages.sort(['createdAt', '-createdAt']));
  assert.equal(plain.safeParse({ id: '4' }).success, true);
});

test('a plain date in a range is that whole day in WIB', () => {
  assert.equal(rangeInstant('2026-04-01', 'from').toISOString(), '2026-03-31T17:00:00.000Z');
  assert.equal(rangeInstant('2026-04-01', 'to').toISOString(), '2026-04-01T16:59:59.999Z');
  assert.equal(rangeInstant('2026-04-01T10:00:00Z', 'to').toISOString(), '2026-04-01T10:00:00.000Z');
});

test('page labels, page parameters and list calls', () => {
  assert.equal(pageRangeLabel({ page: 2, limit: 50, total: 20_000 }), '51–100 dari 20.000');
  assert.equal(pageRangeLabel({ page: 3, limit: 12, total: 30 }), '25–30 dari 30');
  assert.equal(pageRangeLabel({ page: 1, limit: 12, total: 0 }), '0 dari 0');
  assert.deepEqual(['2', '0', '-3', '1.5', 'x', null, undefined].map(pageParamOf), [2, 1, 1, 1, 1, 1, 1]);
  assert.equal(listCall('/beritas', { q: 'a&b', page: 2, coach: undefined }), '/beritas?q=a%26b&page=2');
  assert.equal(listCall('/beritas'), '/beritas');
});

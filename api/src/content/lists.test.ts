import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as c from '@teater/contract';
import { servedSite } from '../site.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { beritas, profilanggotas } from './schema.js';

let t: TestApp;
let admin: Caller;
let anonymous: Caller;
const day = 86_400_000;
const start = Date.parse('2026-01-01T00:00:00Z');

before(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  anonymous = await t.as('anonymous');
  const db = t.app.db;
  // 30 news, titles out of creation order, one of them searchable by its summary only.
  await db.insert(beritas).values(
    Array.from({ length: 30 }, (_, i) => ({
      title: `Berita ${String((i * 7) % 30).padStart(2, '0')}`,
      summary: i === 4 ? 'Pentas keliling Lampung Barat' : `Ringkasan ${i}`,
      description: 'Isi',
      photo_url: '/media/x.webp',
      createdAt: new Date(start + i * day),
    })),
  );
  await db.insert(profilanggotas).values(
    Array.from({ length: 5 }, (_, i) => ({
      nama: `Anggota ${i}`,
      jabatan: `ig${i}`,
      coach: i < 2,
      photo: '/media/a.webp',
      deskripsi: 'x',
      linkig: 'https://instagram.com/x',
    })),
  );
});
after(() => t.close());

const json = async (caller: Caller, url: string, status = 200) => {
  const res = await caller.get(url);
  assert.equal(res.statusCode, status, `${url}: ${res.body}`);
  return res.json();
};

test('without page: the first page of the default size, with the total', async () => {
  const body = await json(anonymous, '/api/v1/beritas');
  assert.equal(body.data.length, c.PUBLIC_PAGE_SIZE);
  assert.deepEqual(body.meta, { page: 1, limit: c.PUBLIC_PAGE_SIZE, total: 30 });
  // newest first by default
  assert.equal(body.data[0].createdAt, new Date(start + 29 * day).toISOString());
});

test('a list declares its own page size (members: 9)', async () => {
  const body = await json(anonymous, '/api/v1/profilanggotas');
  assert.equal(body.meta.limit, c.MEMBERS_PAGE_SIZE);
});

test('the last page holds the rest; past it is empty, with the same total', async () => {
  const last = await json(anonymous, '/api/v1/beritas?page=3');
  assert.equal(last.data.length, 6);
  const past = await json(anonymous, '/api/v1/beritas?page=4');
  assert.deepEqual(past, { data: [], meta: { page: 4, limit: 12, total: 30 } });
});

test('every declared sort of every resource answers, in that order', async () => {
  for (const { def } of servedSite().resources) {
    for (const sort of c.sortValuesOf(def.list ?? { sort: c.DEFAULT_SORT })) {
      const caller = def.access.read === 'public' ? anonymous : admin;
      const res = await caller.get(`/api/v1${def.path}?sort=${sort}&limit=100`);
      assert.equal(res.statusCode, 200, `${def.path}?sort=${sort}: ${res.body}`);
    }
  }
  const field = 'title';
  for (const sort of [field, `-${field}`]) {
    const titles: string[] = (await json(anonymous, `/api/v1/beritas?sort=${sort}&limit=100`)).data.map(
      (row: { title: string }) => row.title,
    );
    const expected = [...titles].sort();
    assert.deepEqual(titles, sort.startsWith('-') ? expected.reverse() : expected);
  }
});

test('q searches the declared fields, case-insensitively, with wildcards taken literally', async () => {
  const byTitle = await json(anonymous, '/api/v1/beritas?q=berita%2007');
  assert.deepEqual(
    byTitle.data.map((row: { title: string }) => row.title),
    ['Berita 07'],
  );
  const bySummary = await json(anonymous, '/api/v1/beritas?q=LAMPUNG%20barat');
  assert.equal(bySummary.meta.total, 1);
  const wildcard = await json(anonymous, '/api/v1/beritas?q=%25');
  assert.equal(wildcard.meta.total, 0);
});

test('filters: a boolean filter', async () => {
  const coaches = await json(anonymous, '/api/v1/profilanggotas?coach=true');
  assert.equal(coaches.meta.total, 2);
  assert.ok(coaches.data.every((row: { coach: boolean }) => row.coach));
});

test('what is not declared answers 400 with an Indonesian message', async () => {
  const refused = {
    'sort=password_hash': c.listMessages.sort(c.sortValuesOf(c.beritas.list ?? {})),
    'limit=100000': c.listMessages.limit(c.MAX_PAGE_SIZE),
    'limit=0': c.listMessages.limit(c.MAX_PAGE_SIZE),
    'page=-1': c.listMessages.page,
    'page=abc': c.listMessages.page,
    'page=1.5': c.listMessages.page,
    [`q=${'a'.repeat(201)}`]: c.listMessages.search(c.MAX_SEARCH_LENGTH),
    'password_hash=x': c.listMessages.unknown(['password_hash']),
  };
  for (const [query, message] of Object.entries(refused)) {
    const body = await json(anonymous, `/api/v1/beritas?${query}`, 400);
    assert.ok(JSON.stringify(body).includes(message), `${query}: ${JSON.stringify(body)}`);
  }
  await json(anonymous, '/api/v1/profilanggotas?coach=maybe', 400);
  await json(anonymous, '/api/v1/landingpageimages?q=x', 400);
  await json(admin, '/api/v1/users?sort=password_hash', 400);
  await json(admin, '/api/v1/users?role=root', 400);
  await json(admin, '/api/v1/payment?transaction_status=paid', 400);
  await json(admin, '/api/v1/payment?createdAt_from=kemarin', 400);
  await json(admin, '/api/v1/tiket/orders?id_tiket=abc', 400);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { profilanggotas } from '@teater/contract';
import * as schema from '../schema.js';
import { admin, anonymous, nextSeed, t, useContentApp } from '../test/content-fixture.js';
import { encode, validPayload } from '../test/payloads.js';
import { createShow, order } from '../test/payments.js';

/** The public-read cache (content/cache.ts) seen from outside: never stale, ETags honoured. */
useContentApp();

const members = '/api/v1/profilanggotas';
const createMember = async (coach: boolean) => {
  const payload = { ...(await validPayload(profilanggotas, nextSeed(), async () => '')), coach };
  const res = await admin.post(members, encode(profilanggotas, payload));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; nama: string };
};
const namesOf = async (url: string) =>
  ((await anonymous.get(url)).json().data as { nama: string }[]).map((m) => m.nama);

test('every write is visible in the next read of the list and the detail', async () => {
  assert.deepEqual(await namesOf(members), []);
  const one = await createMember(false);
  assert.deepEqual(await namesOf(members), [one.nama]);
  assert.equal((await anonymous.get(`${members}/${one.id}`)).json().data.nama, one.nama);

  await admin.patch(`${members}/${one.id}`, { nama: 'Nama Baru' });
  assert.deepEqual(await namesOf(members), ['Nama Baru']);
  assert.equal((await anonymous.get(`${members}/${one.id}`)).json().data.nama, 'Nama Baru');

  await admin.delete(`${members}/${one.id}`);
  assert.deepEqual(await namesOf(members), []);
  assert.equal((await anonymous.get(`${members}/${one.id}`)).statusCode, 404);
});

test('a read repeated with its ETag answers 304 until a write changes the data', async () => {
  const member = await createMember(true);
  const first = await anonymous.get(members);
  const etag = String(first.headers.etag);
  assert.match(etag, /^"[\w-]+"$/);
  assert.equal(first.headers['cache-control'], 'no-cache');

  const again = await anonymous.inject({ method: 'GET', url: members, headers: { 'if-none-match': etag } });
  assert.equal(again.statusCode, 304);
  assert.equal(again.body, '');

  await admin.patch(`${members}/${member.id}`, { nama: 'Berubah' });
  const after = await anonymous.inject({ method: 'GET', url: members, headers: { 'if-none-match': etag } });
  assert.equal(after.statusCode, 200);
  assert.notEqual(after.headers.etag, etag);
  assert.equal(after.json().data[0].nama, 'Berubah');
});

test('filters and pages are cached apart from the whole list', async () => {
  const coach = await createMember(true);
  const other = await createMember(false);
  const all = await namesOf(members);
  const coaches = await namesOf(`${members}?coach=true`);
  assert.ok(all.includes(other.nama) && all.includes(coach.nama));
  assert.ok(coaches.includes(coach.nama) && !coaches.includes(other.nama));
  assert.deepEqual(await namesOf(`${members}?page=1&limit=1`), [other.nama]);
  assert.deepEqual(await namesOf(`${members}?page=2&limit=1`), [coach.nama]);
});

test('a write drops only the reads built from what it wrote: a ticket order keeps the members cached', async () => {
  await createMember(false);
  const show = await createShow(t, { jumlah_stok_tiket: 10 });
  const first = await anonymous.get(members);
  const etag = String(first.headers.etag);
  const shows = `/api/v1/tiket/${show.id}`;
  assert.equal((await anonymous.get(shows)).json().data.jumlah_stok_tiket, 10);
  // a member written past the API stays unseen while nothing drops the cached list
  await t.app.db.insert(schema.profilanggotas).values({
    nama: 'Diam-diam',
    jabatan: 'diam',
    deskripsi: 'R',
    photo: '/media/i/a.webp',
    linkig: 'https://instagram.com/diam',
  });

  assert.equal((await order(await t.newUser(), show.id, 3)).statusCode, 201);
  assert.equal((await anonymous.get(shows)).json().data.jumlah_stok_tiket, 7, 'the stock read is fresh');
  const members304 = await anonymous.inject({ method: 'GET', url: members, headers: { 'if-none-match': etag } });
  assert.equal(members304.statusCode, 304, 'the members list was not dropped by the order');
});

test('a read that joins another resource is refreshed when that resource is written', async () => {
  const member = await createMember(false);
  const featured = await admin.post('/api/v1/lpanggotautamas', { id_anggota: member.id, urutan: 1 });
  assert.equal(featured.statusCode, 201, featured.body);
  const namaOf = async () =>
    ((await anonymous.get('/api/v1/lpanggotautamas')).json().data as { id_anggota: number; nama: string }[]).find(
      (row) => row.id_anggota === member.id,
    )?.nama;
  assert.equal(await namaOf(), member.nama);
  assert.equal((await admin.patch(`${members}/${member.id}`, { nama: 'Bintang Baru' })).statusCode, 200);
  assert.equal(await namaOf(), 'Bintang Baru');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as c from '@teater/contract';
import { mediaMessages } from '@teater/contract';
import {
  admin,
  anonymous,
  create,
  type Data,
  nextSeed,
  payloadFor,
  storedImageUrl,
  t,
  url,
  useContentApp,
} from '../test/content-fixture.js';
import { allExist, imageFilesOf, mediaFiles, noneExist, pngImage } from '../test/media.js';
import { encode } from '../test/payloads.js';

/** Rules of single content resources: several files in one field, coaches, the gallery's main image. */
useContentApp();

test('a news photo_url may carry several files, stored comma-separated and deleted together', async () => {
  const payload = await payloadFor(c.beritas);
  const form = encode(c.beritas, payload);
  assert.ok(form instanceof FormData);
  const second = await pngImage(nextSeed());
  form.append('photo_url', second.blob, second.filename);
  const res = await admin.post(url(c.beritas), form);
  assert.equal(res.statusCode, 201, res.body);
  const urls = String(res.json().data.photo_url).split(',');
  assert.equal(urls.length, 2);
  for (const one of urls) assert.match(one, storedImageUrl);
  const files = urls.flatMap((one) => imageFilesOf(t.dataDir, one));
  assert.ok(allExist(files));
  await admin.delete(url(c.beritas, `/${res.json().data.id}`));
  assert.ok(noneExist(files));
});

test('two files for a one-file field answer 400 and leave nothing behind', async () => {
  const form = encode(c.beritas, await payloadFor(c.beritas));
  assert.ok(form instanceof FormData);
  const extra = await pngImage(nextSeed());
  form.append('gambar_1', extra.blob, extra.filename);
  const filesBefore = mediaFiles(t.dataDir);
  const res = await admin.post(url(c.beritas), form);
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().errors.gambar_1, mediaMessages.oneFile);
  assert.deepEqual(mediaFiles(t.dataDir), filesBefore);
});

test('?coach=true lists only coaches, ?coach=false the others', async () => {
  const coach = await create(c.profilanggotas, { ...(await payloadFor(c.profilanggotas)), coach: true });
  const member = await create(c.profilanggotas, { ...(await payloadFor(c.profilanggotas)), coach: false });
  const coaches: Data[] = (await anonymous.get(url(c.profilanggotas, '?coach=true'))).json().data;
  assert.ok(coaches.length > 0 && coaches.every((m) => m.coach === true));
  assert.ok(coaches.some((m) => m.id === coach.id));
  const others: Data[] = (await anonymous.get(url(c.profilanggotas, '?coach=false'))).json().data;
  assert.ok(others.every((m) => m.coach === false));
  assert.ok(others.some((m) => m.id === member.id));
});

test('a gallery item without its main image answers the spec text', async () => {
  const { gambarGaleri: _main, ...payload } = await payloadFor(c.galeris);
  const res = await admin.post(url(c.galeris), encode(c.galeris, payload));
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'Galeri harus memiliki gambar utama.');
  assert.equal(res.json().errors.gambarGaleri, 'Galeri harus memiliki gambar utama.');
});

test('an optional file sent empty is cleared and its files deleted', async () => {
  const before = await create(c.beritas);
  const files = imageFilesOf(t.dataDir, String(before.gambar_2));
  const res = await admin.patch(url(c.beritas, `/${before.id}`), encode(c.beritas, { gambar_2: '' }));
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.gambar_2, null);
  assert.ok(noneExist(files));
});

test('a file field never takes a URL from a JSON body', async () => {
  const before = await create(c.beritas);
  const res = await admin.patch(url(c.beritas, `/${before.id}`), { photo_url: 'https://jahat.example/x.png' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().data.photo_url, before.photo_url);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AlbumPhoto, albumMessages, mediaMessages } from '@teater/contract';
import { admin, t, useContentApp } from '../../test/content-fixture.js';
import { disguised, mediaFiles, pngImage, type Upload } from '../../test/media.js';

useContentApp();

type Album = Record<string, unknown> & { id: number };
const photosForm = (files: Upload[]) => {
  const form = new FormData();
  for (const file of files) form.append('photo', file.blob, file.filename);
  return form;
};
const pngs = (...seeds: number[]) => Promise.all(seeds.map((seed) => pngImage(seed)));
const imagesOf = (photos: AlbumPhoto[]) => photos.map((photo) => photo.image);

async function uploadUrl(seed: number): Promise<string> {
  const form = new FormData();
  form.append('image', (await pngImage(seed)).blob, `g-${seed}.png`);
  const res = await admin.post('/api/v1/image', form);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.url;
}

/** A gallery album made with the spec's JSON call: main and second picture, then a list beside them. */
async function newGallery(): Promise<Album & { gambarAlbum: AlbumPhoto[] }> {
  const res = await admin.post('/api/v1/galeris', {
    judul: 'Pentas Keliling',
    karya: 'Tim Dokumentasi',
    deskripsi: 'Tujuh kota.',
    gambarGaleri: await uploadUrl(1),
    gambarGaleri2: await uploadUrl(2),
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data;
}

test("the spec's call makes a two-photo album; photos sent together or side by side all land", async () => {
  const album = await newGallery();
  assert.deepEqual(imagesOf(album.gambarAlbum), [album.gambarGaleri, album.gambarGaleri2]);

  const three = await admin.post(`/api/v1/galeris/${album.id}/photos`, photosForm(await pngs(3, 4, 5)));
  assert.equal(three.statusCode, 201, three.body);
  assert.equal(three.json().message, albumMessages.added);
  assert.equal(three.json().data.gambarAlbum.length, 5);

  const sideBySide = await Promise.all(
    (await pngs(6, 7, 8, 9)).map((file) => admin.post(`/api/v1/galeris/${album.id}/photos`, photosForm([file]))),
  );
  for (const res of sideBySide) assert.equal(res.statusCode, 201, res.body);
  const read = (await (await t.as('anonymous')).get(`/api/v1/galeris/${album.id}`)).json().data;
  assert.equal(read.gambarAlbum.length, 9);
  assert.equal(new Set(read.gambarAlbum.map((photo: AlbumPhoto) => photo.id)).size, 9);
  assert.equal(read.gambarGaleri, read.gambarAlbum[0].image);
  for (const image of imagesOf(read.gambarAlbum)) assert.equal((await admin.get(image)).statusCode, 200);
});

test('reordering moves the main and second picture with it; a wrong order is refused', async () => {
  const album = await newGallery();
  const grown = (await admin.post(`/api/v1/galeris/${album.id}/photos`, photosForm(await pngs(11)))).json().data;
  const ids = grown.gambarAlbum.map((photo: AlbumPhoto) => photo.id).reverse();
  const res = await admin.put(`/api/v1/galeris/${album.id}/photos/order`, { order: ids });
  assert.equal(res.statusCode, 200, res.body);
  const saved = res.json().data;
  assert.deepEqual(
    saved.gambarAlbum.map((photo: AlbumPhoto) => photo.id),
    ids,
  );
  assert.equal(saved.gambarGaleri, saved.gambarAlbum[0].image);
  assert.equal(saved.gambarGaleri2, saved.gambarAlbum[1].image);
  // the public read is not stale
  const read = (await (await t.as('anonymous')).get(`/api/v1/galeris/${album.id}`)).json().data;
  assert.equal(read.gambarGaleri, saved.gambarGaleri);

  for (const order of [ids.slice(1), [...ids.slice(1), ids[1]], [...ids.slice(1), 999]]) {
    const wrong = await admin.put(`/api/v1/galeris/${album.id}/photos/order`, { order });
    assert.equal(wrong.statusCode, 400, JSON.stringify(order));
    assert.equal(wrong.json().message, albumMessages.orderMismatch);
  }
});

test('removing a photo deletes its file; the last photo (the main picture) stays', async () => {
  const album = await newGallery();
  const [first, second] = album.gambarAlbum;
  const res = await admin.delete(`/api/v1/galeris/${album.id}/photos/${first?.id}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.gambarGaleri, second?.image);
  assert.equal(res.json().data.gambarGaleri2, null);
  assert.equal((await admin.get(first?.image ?? '')).statusCode, 404);
  const last = await admin.delete(`/api/v1/galeris/${album.id}/photos/${second?.id}`);
  assert.equal(last.statusCode, 409);
  assert.equal(last.json().message, mediaMessages.galleryMainImage);
  assert.equal((await admin.delete(`/api/v1/galeris/${album.id}/photos/987`)).statusCode, 404);
});

test("the spec's PATCH of gambarGaleri replaces the first photo and keeps the others", async () => {
  const album = await newGallery();
  await admin.post(`/api/v1/galeris/${album.id}/photos`, photosForm(await pngs(21)));
  const fresh = await uploadUrl(22);
  const res = await admin.patch(`/api/v1/galeris/${album.id}`, { gambarGaleri: fresh });
  assert.equal(res.statusCode, 200, res.body);
  const saved = res.json().data;
  assert.equal(saved.gambarAlbum.length, 3);
  assert.deepEqual(imagesOf(saved.gambarAlbum).slice(0, 2), [fresh, album.gambarGaleri2]);
  assert.equal((await admin.get(String(album.gambarGaleri))).statusCode, 404, 'the replaced file is gone');
  assert.equal((await admin.get(String(album.gambarGaleri2))).statusCode, 200);
});

test('deleting an album deletes every photo file; a picture that is no picture leaves nothing', async () => {
  const before = mediaFiles(t.dataDir);
  const album = await newGallery();
  await admin.post(`/api/v1/galeris/${album.id}/photos`, photosForm(await pngs(31, 32)));
  const refused = await admin.post(`/api/v1/galeris/${album.id}/photos`, photosForm([disguised.text()]));
  assert.equal(refused.statusCode, 415);
  assert.equal((await admin.delete(`/api/v1/galeris/${album.id}`)).statusCode, 200);
  assert.deepEqual(mediaFiles(t.dataDir), before);
});

test('only admins change photos; an unknown album answers 404', async () => {
  const album = await newGallery();
  const form = photosForm(await pngs(41));
  assert.equal((await (await t.as('anonymous')).post(`/api/v1/galeris/${album.id}/photos`, form)).statusCode, 401);
  assert.equal((await (await t.as('user')).post(`/api/v1/galeris/${album.id}/photos`, form)).statusCode, 403);
  const order = { order: album.gambarAlbum.map((photo) => photo.id) };
  assert.equal((await (await t.as('user')).put(`/api/v1/galeris/${album.id}/photos/order`, order)).statusCode, 403);
  assert.equal((await admin.post('/api/v1/galeris/98765/photos', form)).statusCode, 404);
});

test('an exclusive album: photos are added, reordered (the thumbnail follows the first) and removed down to none', async () => {
  const form = new FormData();
  form.set('judul', 'Di Balik Panggung');
  form.set('karya', 'Tim Dokumentasi');
  form.set('deskripsi', 'Persiapan.');
  for (const file of await pngs(51, 52)) form.append('thumbnail', file.blob, file.filename);
  const album = (await admin.post('/api/v1/subsgaleri', form)).json().data;
  assert.equal(album.tempSubsgaleri.length, 2);

  const added = await admin.post(`/api/v1/subsgaleri/${album.id}/photos`, photosForm(await pngs(53)));
  assert.equal(added.statusCode, 201, added.body);
  const photos: AlbumPhoto[] = added.json().data.tempSubsgaleri;
  assert.equal(photos.length, 3);

  const order = [photos[2]?.id, photos[0]?.id, photos[1]?.id];
  const moved = (await admin.put(`/api/v1/subsgaleri/${album.id}/photos/order`, { order })).json().data;
  assert.equal(moved.thumbnail, photos[2]?.image);
  const subscriber = await t.as('subscriber');
  assert.deepEqual((await subscriber.get(`/api/v1/subsgaleri/${album.id}`)).json().data.tempSubsgaleri[0], photos[2]);
  assert.equal((await subscriber.get(String(photos[2]?.image))).statusCode, 200);

  for (const photo of photos) {
    assert.equal((await admin.delete(`/api/v1/subsgaleri/${album.id}/photos/${photo.id}`)).statusCode, 200);
    assert.equal((await admin.get(photo.image)).statusCode, 404);
  }
  const empty = (await admin.get(`/api/v1/subsgaleri/${album.id}`)).json().data;
  assert.deepEqual(empty.tempSubsgaleri, []);
  assert.equal(empty.thumbnail, null);
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inImageFormat } from '@teater/contract';
import { minimalPdf } from '../seed/demo/exclusive-files.js';
import { admin, blob, created, png, useExclusiveApp } from '../test/exclusive-fixture.js';

/** Exclusive albums, and the files of deleted exclusive records. */
useExclusiveApp();

describe('exclusive albums', () => {
  test('the first file is the thumbnail and every file is listed in tempSubsgaleri', () => {
    const { album } = created;
    assert.equal(album.tempSubsgaleri.length, 3);
    assert.deepEqual(
      album.tempSubsgaleri.map((one) => one.id),
      [1, 2, 3],
    );
    assert.equal(album.thumbnail, album.tempSubsgaleri[0]?.image);
  });

  test('new files replace the album and the old files are deleted; text edits keep the images', async () => {
    const form = new FormData();
    form.set('judul', 'Album Sementara');
    form.set('karya', 'Karya');
    form.set('deskripsi', 'Deskripsi');
    for (const hue of [1, 2]) form.append('thumbnail', blob(await png(hue)), `a-${hue}.png`);
    const first = (await admin.post('/api/v1/subsgaleri', form)).json().data;

    const textOnly = new FormData();
    textOnly.set('judul', 'Album Baru');
    const kept = (await admin.patch(`/api/v1/subsgaleri/${first.id}`, textOnly)).json().data;
    assert.equal(kept.judul, 'Album Baru');
    assert.deepEqual(kept.tempSubsgaleri, first.tempSubsgaleri);

    const replace = new FormData();
    replace.append('thumbnail', blob(await png(200)), 'baru.png');
    const res = await admin.patch(`/api/v1/subsgaleri/${first.id}`, replace);
    assert.equal(res.statusCode, 200, res.body);
    const updated = res.json().data;
    assert.equal(updated.tempSubsgaleri.length, 1);
    assert.equal(updated.thumbnail, updated.tempSubsgaleri[0].image);
    for (const old of first.tempSubsgaleri) {
      assert.equal((await admin.get(old.image)).statusCode, 404);
      assert.equal((await admin.get(inImageFormat(old.image, 'avif'))).statusCode, 404, 'its AVIF is deleted too');
    }
    assert.equal((await admin.get(updated.thumbnail)).statusCode, 200);

    assert.equal((await admin.delete(`/api/v1/subsgaleri/${first.id}`)).statusCode, 200);
    assert.equal((await admin.get(updated.thumbnail)).statusCode, 404);
  });

  test('deleting a video or a script deletes its files', async () => {
    const form = new FormData();
    form.set('kategori', 'buku');
    form.set('naskah', 'Sementara');
    form.set('pengarang', 'Anonim');
    form.set('gambar_subsnaskah', blob(minimalPdf('Sementara', [])), 'x.pdf');
    const script = (await admin.post('/api/v1/subsnaskahs', form)).json().data;
    assert.equal((await admin.get(script.file_naskah)).statusCode, 200);
    assert.equal((await admin.delete(`/api/v1/subsnaskahs/${script.id}`)).statusCode, 200);
    assert.equal((await admin.get(script.file_naskah)).statusCode, 404);
  });
});

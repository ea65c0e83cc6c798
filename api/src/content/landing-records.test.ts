import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { landingMessages, validationMessages } from '@teater/contract';
import { buildTestApp, type TestApp } from '../test/app.js';
import { formOf, postedImageUrl, publicFileOnDisk, redPng } from '../test/media.js';

/** Landing records with rules of their own: image sets by key, and featured members. */
let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('a key cannot change once created, and one set per key', async () => {
  const admin = await t.as('admin');
  const body = {
    key: 'teater1',
    photocaroselsatu: await postedImageUrl(await t.as('admin')),
    photocaroseldua: await postedImageUrl(await t.as('admin')),
    photocaroseltiga: await postedImageUrl(await t.as('admin')),
  };
  const created = (await admin.post('/api/v1/landingpageimages', body)).json().data;
  const renamed = await admin.patch(`/api/v1/landingpageimages/${created.id}`, { key: 'hero' });
  assert.equal(renamed.statusCode, 400);
  assert.ok(renamed.json().errors.key);
  const replaced = await admin.put(`/api/v1/landingpageimages/${created.id}`, { ...body, key: 'lain' });
  assert.equal(replaced.statusCode, 400);
  // sending the same key is not a change
  assert.equal((await admin.patch(`/api/v1/landingpageimages/${created.id}`, { key: 'teater1' })).statusCode, 200);
  const again = await admin.post('/api/v1/landingpageimages', body);
  assert.equal(again.statusCode, 409);
});

test('replacing a hero picture removes the old file', async () => {
  const admin = await t.as('admin');
  const old = await postedImageUrl(await t.as('admin'));
  const created = (
    await admin.post('/api/v1/lpgaleris', {
      key: 'galeriganti',
      photogalerilsatu: old,
      photogaleridua: await postedImageUrl(await t.as('admin')),
      photogaleritiga: await postedImageUrl(await t.as('admin')),
    })
  ).json().data;
  const fresh = await postedImageUrl(await t.as('admin'));
  const res = await admin.patch(`/api/v1/lpgaleris/${created.id}`, { photogalerilsatu: fresh });
  assert.equal(res.json().data.photogalerilsatu, fresh);
  assert.equal(fs.existsSync(publicFileOnDisk(t.dataDir, old)), false);
  assert.ok(fs.existsSync(publicFileOnDisk(t.dataDir, fresh)));
});

test('a picture must be a media or http(s) URL, never javascript:', async () => {
  const admin = await t.as('admin');
  const res = await admin.post('/api/v1/lpgaleris', {
    key: 'galeriburuk',
    photogalerilsatu: 'javascript:alert(1)',
    photogaleridua: await postedImageUrl(await t.as('admin')),
    photogaleritiga: await postedImageUrl(await t.as('admin')),
  });
  assert.equal(res.statusCode, 400);
  assert.ok(res.json().errors.photogalerilsatu);
});

describe('featured members', () => {
  test('answer the member name and photo joined, in their order', async () => {
    const admin = await t.as('admin');
    const member = async (nama: string) =>
      (
        await admin.post(
          '/api/v1/profilanggotas',
          await formOf(
            { nama, jabatan: nama.toLowerCase(), deskripsi: 'Aktor.', linkig: 'https://instagram.com/x' },
            {
              photo: await redPng(),
            },
          ),
        )
      ).json().data as { id: number; photo: string };
    const a = await member('Ayu');
    const b = await member('Bima');
    assert.equal((await admin.post('/api/v1/lpanggotautamas', { id_anggota: a.id, urutan: 2 })).statusCode, 201);
    const second = await admin.post('/api/v1/lpanggotautamas', { id_anggota: b.id, urutan: 1 });
    assert.equal(second.json().data.nama, 'Bima');

    const list = (await (await t.as('anonymous')).get('/api/v1/lpanggotautamas')).json().data;
    assert.deepEqual(
      list.map((m: { nama: string }) => m.nama),
      ['Bima', 'Ayu'],
    );
    assert.equal(list[1].photo, a.photo);
  });

  test('an unknown member or a non-number is refused with 400', async () => {
    const admin = await t.as('admin');
    const unknown = await admin.post('/api/v1/lpanggotautamas', { id_anggota: 999_999 });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().errors.id_anggota, landingMessages.memberMissing);
    const text = await admin.post('/api/v1/lpanggotautamas', { id_anggota: 'satu' });
    assert.equal(text.statusCode, 400);
    assert.equal(text.json().errors.id_anggota, validationMessages.number);
  });
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { landingMessages, validationMessages } from '@teater/contract';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#b91c1c' } })
    .png()
    .toBuffer();

const form = async (fields: Record<string, string>, files: Record<string, Buffer> = {}) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [k, v] of Object.entries(files)) body.append(k, new Blob([new Uint8Array(v)]), `${k}.png`);
  return body;
};

/** An image URL from POST /image, as the admin screens obtain it before saving a JSON record. */
const uploadedImage = async () => {
  const admin = await t.as('admin');
  const res = await admin.post('/api/v1/image', await form({}, { image: await png() }));
  assert.equal(res.statusCode, 201);
  return res.json().data.url as string;
};

const fileOnDisk = (url: string) => path.join(t.dataDir, 'media', 'public', url.replace(/^\/media\//, ''));

interface Row {
  path: string;
  /** a valid create body */
  valid: () => Promise<FormData | Record<string, unknown>>;
  /** fields a create without them names as missing */
  required: string[];
  /** a patch with a text where a number belongs, and the field it names (if the resource has numbers) */
  notANumber?: { body: () => Promise<FormData | Record<string, unknown>>; field: string };
  /** a patch that changes one field, and the value to read back */
  change: { body: () => Promise<FormData | Record<string, unknown>>; field: string; value: unknown };
  /** stored media fields of the record, deleted with it */
  mediaFields: string[];
}

const section = (p: string): Row => ({
  path: p,
  valid: async () =>
    form({ judul: 'Pementasan Akhir Tahun', deskripsi: 'Di Taman Budaya.' }, { photo_url: await png() }),
  required: ['judul', 'deskripsi'],
  change: { body: async () => form({ judul: 'Judul Baru' }), field: 'judul', value: 'Judul Baru' },
  mediaFields: ['photo_url'],
});

const rows: Row[] = [
  {
    path: '/products',
    valid: async () =>
      form(
        {
          nama: 'Kaos Pementasan',
          kategori: 'shop',
          harga: '85000',
          tersedia: 'true',
          quantity: '12',
          deskripsi: 'Katun.',
        },
        { gambar_product: await png() },
      ),
    required: ['nama', 'kategori', 'harga', 'deskripsi', 'gambar_product'],
    notANumber: { body: async () => form({ harga: 'delapan puluh' }), field: 'harga' },
    change: { body: async () => form({ tersedia: 'false' }), field: 'tersedia', value: false },
    mediaFields: ['gambar_product'],
  },
  {
    path: '/merchs',
    valid: async () =>
      form(
        { nama: 'Kostum Raja', harga: '150000', kategori: 'Tersedia', deskripsi: 'Beludru.' },
        { gambar_merch: await png() },
      ),
    required: ['nama', 'harga', 'kategori', 'deskripsi', 'gambar_merch'],
    notANumber: { body: async () => form({ harga: '12abc' }), field: 'harga' },
    change: { body: async () => form({ kategori: 'Habis' }), field: 'kategori', value: 'Habis' },
    mediaFields: ['gambar_merch'],
  },
  {
    path: '/naskahs',
    valid: async () =>
      form(
        {
          namaNaskah: 'Malam Jahanam',
          pengarang: 'Motinggo Busye',
          isiNaskah: 'Babak satu.',
          linknaskah: 'https://contoh.id/naskah.pdf',
        },
        { gambar_naskah: await png() },
      ),
    required: ['namaNaskah', 'pengarang', 'isiNaskah', 'linknaskah'],
    change: { body: async () => form({ pengarang: 'Motinggo Boesje' }), field: 'pengarang', value: 'Motinggo Boesje' },
    mediaFields: ['gambar_naskah'],
  },
  {
    path: '/donasis',
    valid: async () => form({ paragraf1: 'Dukung kami.', link: 'https://contoh.id/donasi' }, { gambar: await png() }),
    required: ['paragraf1'],
    change: { body: async () => form({ paragraf2: 'Terima kasih.' }), field: 'paragraf2', value: 'Terima kasih.' },
    mediaFields: ['gambar'],
  },
  {
    path: '/landingpageimages',
    valid: async () => ({
      key: `hero${Math.random().toString(36).slice(2, 8)}`,
      photocaroselsatu: await uploadedImage(),
      photocaroseldua: await uploadedImage(),
      photocaroseltiga: await uploadedImage(),
    }),
    required: ['key', 'photocaroselsatu', 'photocaroseldua', 'photocaroseltiga'],
    change: {
      body: async () => ({ photocaroselsatu: '/media/i/ganti.webp' }),
      field: 'photocaroselsatu',
      value: '/media/i/ganti.webp',
    },
    mediaFields: ['photocaroseldua', 'photocaroseltiga'],
  },
  {
    path: '/lpgaleris',
    valid: async () => ({
      key: `galeri${Math.random().toString(36).slice(2, 8)}`,
      photogalerilsatu: await uploadedImage(),
      photogaleridua: await uploadedImage(),
      photogaleritiga: await uploadedImage(),
    }),
    required: ['key', 'photogalerilsatu', 'photogaleridua', 'photogaleritiga'],
    change: {
      body: async () => ({ photogaleridua: 'https://contoh.id/a.jpg' }),
      field: 'photogaleridua',
      value: 'https://contoh.id/a.jpg',
    },
    mediaFields: ['photogalerilsatu', 'photogaleritiga'],
  },
  section('/lpprograms'),
  section('/lpberitas'),
  section('/lpkolaborasis'),
  {
    path: '/lptestimonis',
    valid: async () => form({ quote: 'Luar biasa.', nama: 'Sari', jabatan: 'Penonton' }, { photo_url: await png() }),
    required: ['quote', 'nama', 'jabatan'],
    change: { body: async () => form({ jabatan: 'Guru' }), field: 'jabatan', value: 'Guru' },
    mediaFields: ['photo_url'],
  },
];

for (const row of rows) {
  describe(`${row.path}: the generic contract`, () => {
    const url = `/api/v1${row.path}`;

    test('anyone reads; only admins write', async () => {
      assert.equal((await (await t.as('anonymous')).get(url)).statusCode, 200);
      assert.equal((await (await t.as('anonymous')).post(url, await row.valid())).statusCode, 401);
      assert.equal((await (await t.as('user')).post(url, await row.valid())).statusCode, 403);
      assert.equal((await (await t.as('subscriber')).post(url, await row.valid())).statusCode, 403);
    });

    test('create, read, change, delete (with its files)', async () => {
      const admin = await t.as('admin');
      const created = await admin.post(url, await row.valid());
      assert.equal(created.statusCode, 201, created.body);
      const record = created.json().data;
      for (const field of row.mediaFields) {
        assert.match(record[field], /^\/media\/i\/[\w-]+\.webp$/);
        assert.ok(fs.existsSync(fileOnDisk(record[field])), `${field} stored`);
      }

      const list = (await (await t.as('anonymous')).get(url)).json().data as { id: number }[];
      assert.ok(list.some((r) => r.id === record.id));
      assert.equal((await (await t.as('anonymous')).get(`${url}/${record.id}`)).json().data.id, record.id);

      const patched = await admin.patch(`${url}/${record.id}`, await row.change.body());
      assert.equal(patched.statusCode, 200, patched.body);
      assert.deepEqual(patched.json().data[row.change.field], row.change.value);

      assert.equal((await admin.delete(`${url}/${record.id}`)).statusCode, 200);
      assert.equal((await admin.get(`${url}/${record.id}`)).statusCode, 404);
      for (const field of row.mediaFields) assert.equal(fs.existsSync(fileOnDisk(record[field])), false);
    });

    test('a create without its required fields answers 400 naming each', async () => {
      const admin = await t.as('admin');
      const res = await admin.post(url, (await row.valid()) instanceof FormData ? new FormData() : {});
      assert.equal(res.statusCode, 400);
      const errors = Object.keys(res.json().errors ?? {});
      // files are checked after the text fields: the fields name at least every required text
      const textRequired = row.required.filter((f) => !f.startsWith('gambar'));
      for (const field of textRequired) assert.ok(errors.includes(field), `${field} in ${errors.join(',')}`);
    });

    if (row.notANumber) {
      const { body, field } = row.notANumber;
      test(`${field} must be a number`, async () => {
        const admin = await t.as('admin');
        const created = (await admin.post(url, await row.valid())).json().data;
        const res = await admin.patch(`${url}/${created.id}`, await body());
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().errors[field], validationMessages.number);
      });
    }
  });
}

describe('landing image sets', () => {
  test('a key cannot change once created, and one set per key', async () => {
    const admin = await t.as('admin');
    const body = {
      key: 'teater1',
      photocaroselsatu: await uploadedImage(),
      photocaroseldua: await uploadedImage(),
      photocaroseltiga: await uploadedImage(),
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
    const old = await uploadedImage();
    const created = (
      await admin.post('/api/v1/lpgaleris', {
        key: 'galeriganti',
        photogalerilsatu: old,
        photogaleridua: await uploadedImage(),
        photogaleritiga: await uploadedImage(),
      })
    ).json().data;
    const fresh = await uploadedImage();
    const res = await admin.patch(`/api/v1/lpgaleris/${created.id}`, { photogalerilsatu: fresh });
    assert.equal(res.json().data.photogalerilsatu, fresh);
    assert.equal(fs.existsSync(fileOnDisk(old)), false);
    assert.ok(fs.existsSync(fileOnDisk(fresh)));
  });

  test('a picture must be a media or http(s) URL, never javascript:', async () => {
    const admin = await t.as('admin');
    const res = await admin.post('/api/v1/lpgaleris', {
      key: 'galeriburuk',
      photogalerilsatu: 'javascript:alert(1)',
      photogaleridua: await uploadedImage(),
      photogaleritiga: await uploadedImage(),
    });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().errors.photogalerilsatu);
  });
});

describe('featured members', () => {
  test('answer the member name and photo joined, in their order', async () => {
    const admin = await t.as('admin');
    const member = async (nama: string) =>
      (
        await admin.post(
          '/api/v1/profilanggotas',
          await form(
            { nama, jabatan: nama.toLowerCase(), deskripsi: 'Aktor.', linkig: 'https://instagram.com/x' },
            {
              photo: await png(),
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

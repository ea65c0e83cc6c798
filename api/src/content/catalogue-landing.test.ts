import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { validationMessages } from '@teater/contract';
import { buildTestApp, type TestApp } from '../test/app.js';
import { formOf, postedImageUrl, publicFileOnDisk, redPng } from '../test/media.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const png = redPng;
const form = formOf;

const uploadedImage = async () => postedImageUrl(await t.as('admin'));
const fileOnDisk = (url: string) => publicFileOnDisk(t.dataDir, url);

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

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as c from '@teater/contract';
import {
  type FieldDef,
  isFileField,
  mediaMessages,
  type ResourceDef,
  uiMessages,
  validationMessages,
} from '@teater/contract';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { allExist, disguised, imageFilesOf, mediaFiles, noneExist, pngImage } from '../test/media.js';
import { answered, encode, type Payload, requiredFields, validPayload, writableFields } from '../test/payloads.js';

type Data = Record<string, unknown> & { id: number };

/**
 * The API contract of the content resources. One row per resource: the rows' tests derive every
 * payload from the contract's fields, so a new resource of the same kind is one more row.
 */
interface ResourceCase {
  def: ResourceDef;
  /** what only this resource answers, checked on each created record */
  shape?: (data: Data) => void;
}

const hasCategory = (name: string) => (data: Data) => assert.deepEqual(data.category, { name });

const cases: ResourceCase[] = [
  { def: c.beritas, shape: hasCategory('Berita') },
  { def: c.beritakolaborasis, shape: hasCategory('Kolaborasi') },
  { def: c.beritapartners, shape: hasCategory('Kemitraan') },
  { def: c.programs },
  { def: c.profilanggotas },
  { def: c.galeris },
];

let t: TestApp;
let anonymous: Caller;
let user: Caller;
let admin: Caller;
let seed = 0;

before(async () => {
  t = await buildTestApp();
  [anonymous, user, admin] = await Promise.all([t.as('anonymous'), t.as('user'), t.as('admin')]);
});
after(() => t.close());

const url = (def: ResourceDef, rest = '') => `/api/v1${def.path}${rest}`;

/** An image uploaded through POST /image, for the JSON-of-URLs resources. */
async function uploadedImageUrl(n: number): Promise<string> {
  const form = new FormData();
  const image = await pngImage(n);
  form.append('image', image.blob, image.filename);
  const res = await admin.post('/api/v1/image', form);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.url;
}

const payloadFor = (def: ResourceDef) => validPayload(def, ++seed, uploadedImageUrl);

async function create(def: ResourceDef, payload?: Payload): Promise<Data> {
  const res = await admin.post(url(def), encode(def, payload ?? (await payloadFor(def))));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data;
}

const isImageField = (field: FieldDef) => isFileField(field) || field.kind === 'imageUrl';

/** The files on disk behind a record's image fields (every width). */
const filesOf = (def: ResourceDef, data: Data) =>
  writableFields(def)
    .filter(([name, field]) => isImageField(field) && typeof data[name] === 'string')
    .flatMap(([name]) => String(data[name]).split(','))
    .flatMap((one) => imageFilesOf(t.dataDir, one));

/** The first required text field: the one PATCH and PUT tests change. */
function textField(def: ResourceDef): string {
  const found = requiredFields(def).find(([, field]) => field.kind === 'text');
  assert.ok(found, `${def.name} has a required text field`);
  return found[0];
}

function imageField(def: ResourceDef): [string, FieldDef] {
  const found = writableFields(def).find(([, field]) => isImageField(field));
  assert.ok(found, `${def.name} has an image field`);
  return found;
}

/** A new value for an image field: a new upload, or a new POST /image address. */
const newImage = async (field: FieldDef) => (isFileField(field) ? pngImage(++seed) : uploadedImageUrl(++seed));

const storedImageUrl = /^\/media\/i\/[0-9a-f]{32}\.webp$/;

for (const { def, shape } of cases) {
  describe(`${def.path} (${def.body})`, () => {
    test('anyone reads the list and a detail; writes answer 401 anonymous and 403 to a user, storing nothing', async () => {
      const existing = await create(def);
      assert.equal((await anonymous.get(url(def))).statusCode, 200);
      assert.equal((await anonymous.get(url(def, `/${existing.id}`))).statusCode, 200);

      const payload = await payloadFor(def);
      const filesBefore = mediaFiles(t.dataDir);
      assert.equal((await anonymous.post(url(def), encode(def, payload))).statusCode, 401);
      assert.equal((await user.post(url(def), encode(def, payload))).statusCode, 403);
      assert.equal((await anonymous.patch(url(def, `/${existing.id}`), encode(def, payload))).statusCode, 401);
      assert.equal((await user.patch(url(def, `/${existing.id}`), encode(def, payload))).statusCode, 403);
      assert.equal((await user.put(url(def, `/${existing.id}`), encode(def, payload))).statusCode, 403);
      assert.equal((await anonymous.delete(url(def, `/${existing.id}`))).statusCode, 401);
      assert.equal((await user.delete(url(def, `/${existing.id}`))).statusCode, 403);
      assert.deepEqual(mediaFiles(t.dataDir), filesBefore);
      assert.deepEqual((await anonymous.get(url(def, `/${existing.id}`))).json().data, existing);
    });

    test('an admin creates a record from every field (201) and everyone reads it back', async () => {
      const payload = await payloadFor(def);
      const data = await create(def, payload);
      for (const [name, field] of writableFields(def)) {
        const sent = payload[name];
        if (isFileField(field)) {
          assert.match(String(data[name]), storedImageUrl, name);
          assert.ok(allExist(imageFilesOf(t.dataDir, String(data[name]))), `${name}: stored in every width`);
        } else if (sent !== undefined && typeof sent !== 'object') {
          assert.deepEqual(data[name], answered(field, sent), name);
        }
      }
      shape?.(data);
      const detail = await anonymous.get(url(def, `/${data.id}`));
      assert.deepEqual(detail.json(), { data });
      const list = await anonymous.get(url(def));
      assert.deepEqual(list.json().data[0], data);
    });

    test('each required field left out answers 400 naming that field, and no upload stays behind', async () => {
      for (const [name, field] of requiredFields(def)) {
        const payload = await payloadFor(def);
        delete payload[name];
        const filesBefore = mediaFiles(t.dataDir);
        const res = await admin.post(url(def), encode(def, payload));
        assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
        const body = res.json();
        assert.equal(typeof body.errors?.[name], 'string', `${name} is named: ${res.body}`);
        if (field.requiredMessage) assert.equal(body.message, field.requiredMessage);
        assert.deepEqual(mediaFiles(t.dataDir), filesBefore, `${name}: nothing left on disk`);
      }
    });

    test('an image field refuses what is not an image, a link field what is not an http(s) address', async () => {
      const [name, field] = imageField(def);
      const payload = await payloadFor(def);
      const filesBefore = mediaFiles(t.dataDir);
      if (isFileField(field)) {
        const res = await admin.post(url(def), encode(def, { ...payload, [name]: disguised.html() }));
        assert.equal(res.statusCode, 415, res.body);
        assert.equal(res.json().message, mediaMessages.notAnImage);
      } else {
        const res = await admin.post(url(def), encode(def, { ...payload, [name]: 'javascript:alert(1)' }));
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(res.json().errors[name], validationMessages.url);
      }
      assert.deepEqual(mediaFiles(t.dataDir), filesBefore, 'a refused upload leaves no file behind');

      for (const [link] of writableFields(def).filter(([, f]) => f.kind === 'url')) {
        const res = await admin.post(url(def), encode(def, { ...payload, [link]: 'javascript:alert(1)' }));
        assert.equal(res.statusCode, 400, `${link}: ${res.body}`);
        assert.equal(res.json().errors[link], validationMessages.url);
      }
    });

    test('PATCH changes only the sent field; the other fields and their files stay', async () => {
      const before = await create(def);
      const name = textField(def);
      const res = await admin.patch(url(def, `/${before.id}`), encode(def, { [name]: 'Diubah lewat PATCH' }));
      assert.equal(res.statusCode, 200, res.body);
      const { [name]: changed, updatedAt: _u1, ...rest } = res.json().data;
      const { [name]: _old, updatedAt: _u2, ...restBefore } = before;
      assert.equal(changed, 'Diubah lewat PATCH');
      assert.deepEqual(rest, restBefore);
      assert.ok(allExist(filesOf(def, before)), 'files kept');

      const blank = await admin.patch(url(def, `/${before.id}`), encode(def, { [name]: '' }));
      assert.equal(blank.statusCode, 400, 'a required field cannot be blanked');
      assert.equal(blank.json().errors[name], validationMessages.required);
    });

    test('a new image replaces the old one, whose files are deleted in every width', async () => {
      const before = await create(def);
      const [name, field] = imageField(def);
      const oldFiles = imageFilesOf(t.dataDir, String(before[name]));
      assert.ok(allExist(oldFiles));
      const res = await admin.patch(url(def, `/${before.id}`), encode(def, { [name]: await newImage(field) }));
      assert.equal(res.statusCode, 200, res.body);
      const now = String(res.json().data[name]);
      assert.notEqual(now, before[name]);
      assert.ok(noneExist(oldFiles), 'old widths deleted');
      assert.ok(allExist(imageFilesOf(t.dataDir, now)), 'new widths stored');
    });

    test('PUT replaces the whole object: left-out values are cleared, files not re-sent keep their files', async () => {
      const before = await create(def);
      const sent: Payload = {};
      for (const [name, field] of requiredFields(def).filter(([, f]) => !isFileField(f))) {
        const value = field.kind === 'imageUrl' ? String(before[name]) : (await payloadFor(def))[name];
        if (value !== undefined) sent[name] = value;
      }
      const res = await admin.put(url(def, `/${before.id}`), encode(def, sent));
      assert.equal(res.statusCode, 200, res.body);
      const data: Data = res.json().data;
      for (const [name, field] of writableFields(def)) {
        const value = sent[name];
        if (value !== undefined && typeof value !== 'object')
          assert.deepEqual(data[name], answered(field, value), name);
        else if (isFileField(field)) {
          assert.equal(data[name], before[name], `${name}: file kept`);
          assert.ok(allExist(imageFilesOf(t.dataDir, String(before[name]))), `${name}: files kept`);
        } else {
          assert.equal(data[name], field.kind === 'boolean' ? false : null, `${name}: cleared`);
          if (field.kind === 'imageUrl' && before[name]) {
            assert.ok(noneExist(imageFilesOf(t.dataDir, String(before[name]))), `${name}: its file deleted`);
          }
        }
      }
      assert.deepEqual((await anonymous.get(url(def, `/${before.id}`))).json().data, data);
    });

    test('unknown ids answer 404 and malformed ids 400 on every route', async () => {
      const body = () => encode(def, { [textField(def)]: 'Apa saja' });
      const routes = [
        (id: string) => anonymous.get(url(def, `/${id}`)),
        (id: string) => admin.patch(url(def, `/${id}`), body()),
        (id: string) => admin.put(url(def, `/${id}`), body()),
        (id: string) => admin.delete(url(def, `/${id}`)),
      ];
      for (const call of routes) {
        assert.equal((await call('987654')).statusCode, 404);
        for (const bad of ['abc', '0', '-1', '1.5', '1e3']) {
          const res = await call(bad);
          assert.equal(res.statusCode, 400, `id ${bad}`);
          assert.equal(res.json().message, validationMessages.invalidId);
        }
      }
    });

    test('DELETE removes the record and its files', async () => {
      const data = await create(def);
      const files = filesOf(def, data);
      assert.ok(files.length > 0 && allExist(files));
      const res = await admin.delete(url(def, `/${data.id}`));
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().message, uiMessages.deleted);
      assert.equal((await anonymous.get(url(def, `/${data.id}`))).statusCode, 404);
      assert.ok(noneExist(files), 'files deleted');
      assert.equal((await admin.delete(url(def, `/${data.id}`))).statusCode, 404);
    });

    test('lists are newest first and ?page&limit answer one page with meta', async () => {
      const created = [await create(def), await create(def), await create(def)];
      const all: Data[] = (await anonymous.get(url(def))).json().data;
      const ids = all.map((row) => row.id);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => b - a),
      );
      assert.equal(ids[0], created[2]?.id);

      const page = await anonymous.get(url(def, '?page=2&limit=2'));
      assert.equal(page.statusCode, 200);
      assert.deepEqual(page.json().meta, { page: 2, limit: 2, total: all.length });
      assert.deepEqual(
        page.json().data.map((row: Data) => row.id),
        ids.slice(2, 4),
      );
      assert.equal((await anonymous.get(url(def, '?page=0&limit=2'))).statusCode, 400);
    });
  });
}

describe('rules of single resources', () => {
  test('a news photo_url may carry several files, stored comma-separated and deleted together', async () => {
    const payload = await payloadFor(c.beritas);
    const form = encode(c.beritas, payload);
    assert.ok(form instanceof FormData);
    const second = await pngImage(++seed);
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
    const extra = await pngImage(++seed);
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
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isFileField, translatedRecord, uiMessages, validationMessages } from '@teater/contract';
import {
  admin,
  anonymous,
  cases,
  create,
  type Data,
  filesOf,
  imageField,
  newImage,
  payloadFor,
  t,
  textField,
  url,
  useContentApp,
} from '../test/content-fixture.js';
import { allExist, imageFilesOf, noneExist } from '../test/media.js';
import { answered, encode, type Payload, requiredFields, writableFields } from '../test/payloads.js';

/**
 * Changes to a content resource: PATCH, PUT and a replaced image with what happens to their files;
 * ids on every route, DELETE with its files, the pages of a list. One row per resource
 * (test/content-fixture.ts): every payload comes from the contract's fields.
 */
useContentApp();

for (const { def } of cases) {
  describe(`${def.path} (${def.body})`, () => {
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
      // the public read: the same, without the English fields only admins read
      assert.deepEqual(
        (await anonymous.get(url(def, `/${before.id}`))).json().data,
        translatedRecord(def.fields, data, 'id'),
      );
    });
  });
}

for (const { def } of cases) {
  describe(`${def.path} (${def.body})`, () => {
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

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isFileField, messages } from '@teater/contract';
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
 * PATCH, PUT and a replaced image of a content resource, and what happens to their files. One row per resource (test/content-fixture.ts): every payload comes from the
 * contract's fields, so a new resource of the same kind is one more row.
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
      assert.equal(blank.json().errors[name], messages.validation.required);
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
  });
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isFileField, translatedRecord } from '@teater/contract';
import {
  anonymous,
  cases,
  create,
  payloadFor,
  storedImageUrl,
  t,
  url,
  useContentApp,
  user,
} from '../test/content-fixture.js';
import { allExist, imageFilesOf, mediaFiles } from '../test/media.js';
import { answered, encode, writableFields } from '../test/payloads.js';

/**
 * Who may read and write a content resource, and a record created from every field read back. One row per resource (test/content-fixture.ts): every payload comes from the
 * contract's fields, so a new resource of the same kind is one more row.
 */
useContentApp();

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
      assert.deepEqual(
        (await anonymous.get(url(def, `/${existing.id}`))).json().data,
        translatedRecord(def.fields, existing, 'id'),
      );
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
      // everyone reads the same, without the English fields only admins read
      const read = translatedRecord(def.fields, data, 'id');
      const detail = await anonymous.get(url(def, `/${data.id}`));
      assert.deepEqual(detail.json(), { data: read });
      const list = await anonymous.get(url(def));
      assert.deepEqual(list.json().data[0], read);
    });
  });
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isFileField, mediaMessages, validationMessages } from '@teater/contract';
import { admin, cases, imageField, payloadFor, t, url, useContentApp } from '../test/content-fixture.js';
import { disguised, mediaFiles } from '../test/media.js';
import { encode, requiredFields, writableFields } from '../test/payloads.js';

/**
 * What a content resource refuses: a missing required field, a file that is not an image, a link that is not http(s). One row per resource (test/content-fixture.ts): every payload comes from the
 * contract's fields, so a new resource of the same kind is one more row.
 */
useContentApp();

for (const { def } of cases) {
  describe(`${def.path} (${def.body})`, () => {
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
  });
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { messages } from '@teater/contract';
import {
  admin,
  anonymous,
  cases,
  create,
  type Data,
  filesOf,
  textField,
  url,
  useContentApp,
} from '../test/content-fixture.js';
import { allExist, noneExist } from '../test/media.js';
import { encode } from '../test/payloads.js';

/**
 * Ids on every route, DELETE with its files, and the pages of a list. One row per resource (test/content-fixture.ts): every payload comes from the
 * contract's fields, so a new resource of the same kind is one more row.
 */
useContentApp();

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
          assert.equal(res.json().message, messages.validation.invalidId);
        }
      }
    });

    test('DELETE removes the record and its files', async () => {
      const data = await create(def);
      const files = filesOf(def, data);
      assert.ok(files.length > 0 && allExist(files));
      const res = await admin.delete(url(def, `/${data.id}`));
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().message, messages.ui.deleted);
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

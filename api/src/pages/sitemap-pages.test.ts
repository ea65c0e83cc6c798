import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FieldDef, ResourceDef } from '@teater/contract';
import { itemUrl } from '../content/public-pages.js';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://teater.example' });
});
after(() => t.close());

/** A value a field's column takes (the row is written straight to its table). */
function sampleValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'date':
    case 'datetime':
      return new Date('2026-01-01T00:00:00Z');
    case 'select':
      return field.options?.[0]?.value ?? 'x';
    default:
      return field.kind === 'url' ? 'https://contoh.id' : `contoh ${field.label}`;
  }
}

const sampleRow = (def: ResourceDef) =>
  Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, sampleValue(field)]));

test('every public list page and every item of every resource with a detail page is in the sitemap', async () => {
  const { detailPages, listPages } = t.app.site;
  assert.ok(detailPages.length >= 10, 'the URL table knows the detail pages');
  const expected: string[] = listPages('Teater Satu')
    .filter((page) => page.sitemap)
    .map((page) => page.page);
  for (const page of detailPages) {
    const values = { ...sampleRow(page.def), draft: page.def.publishing ? false : undefined };
    const [row] = (await t.app.db.insert(page.table).values(values).returning()) as { id: number }[];
    assert.ok(row, page.def.name);
    expected.push(itemUrl(page, row.id));
  }
  const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const locs = new Set([...body.matchAll(/<loc>https:\/\/teater\.example([^<]+)<\/loc>/g)].map((m) => m[1]));
  assert.deepEqual(
    expected.filter((path) => !locs.has(path)),
    [],
  );
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

interface Operation {
  tags?: string[];
  requestBody?: {
    content: Record<string, { schema: { properties: Record<string, { type?: string; format?: string }> } }>;
  };
  parameters?: { name: string; in: string }[];
}
type Spec = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('API documentation', () => {
  test('/api/docs serves the browsable documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /swagger-ui/i);
  });

  test('the OpenAPI document comes from the schemas that validate requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const spec = res.json() as Spec;
    assert.match(spec.openapi, /^3\./);

    // a route with its own zod schema
    const login = spec.paths['/api/v1/users/login']?.post;
    const loginBody = login?.requestBody?.content['application/json']?.schema;
    assert.ok(loginBody?.properties.email && loginBody.properties.password);

    // a generic resource route, documented from the contract: uploads under their field names
    const news = spec.paths['/api/v1/beritas']?.post;
    assert.deepEqual(news?.tags, ['Berita']);
    const form = news?.requestBody?.content['multipart/form-data']?.schema;
    assert.equal(form?.properties.photo_url?.format, 'binary');
    assert.ok(form?.properties.title);
    assert.ok(spec.paths['/api/v1/beritas/{id}']?.patch?.parameters?.some((p) => p.name === 'id' && p.in === 'path'));
    assert.ok(spec.paths['/api/v1/beritas']?.get?.parameters?.some((p) => p.name === 'page'));

    // fields under the names spec 7 gives the call, not the stored ones
    const script = spec.paths['/api/v1/subsnaskahs']?.post?.requestBody?.content['multipart/form-data']?.schema;
    assert.deepEqual(Object.keys(script?.properties ?? {}).sort(), [
      'gambar_subsnaskah',
      'isi',
      'kategori',
      'naskah',
      'pengarang',
      'summary',
    ]);

    // the web app's fallback and the docs' own files are not API calls
    assert.equal(
      Object.keys(spec.paths).some((p) => p.startsWith('/api/docs')),
      false,
    );
  });

  test('documenting a route does not change how it validates', async () => {
    const admin = await t.as('admin');
    const res = await admin.post('/api/v1/beritas', { title: '' });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().errors.title);
  });
});

test('public reads document the language: ?lang=, Accept-Language and _untranslated', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Spec;
  type Parameter = { name: string; in: string; schema?: { enum?: string[] }; description?: string };
  for (const path of ['/api/v1/beritas', '/api/v1/beritas/{id}', '/api/v1/programs', '/api/v1/tiket/{id}']) {
    const read = spec.paths[path]?.get as unknown as { parameters?: Parameter[]; description?: string } | undefined;
    const lang = read?.parameters?.find((p) => p.name === 'lang');
    assert.equal(lang?.in, 'query', path);
    assert.deepEqual(lang?.schema?.enum, ['id', 'en'], path);
    assert.ok(
      read?.parameters?.some((p) => p.name === 'accept-language' && p.in === 'header'),
      path,
    );
    assert.match(read?.description ?? '', /_untranslated/, path);
  }
  const detail = spec.paths['/api/v1/beritas/{id}']?.get as unknown as {
    responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>;
  };
  const data = detail.responses['200']?.content['application/json']?.schema.properties.data as {
    properties: Record<string, { type?: string; description?: string }>;
  };
  assert.equal(data.properties._untranslated?.type, 'array');
  assert.match(data.properties._untranslated?.description ?? '', /English/);
  assert.ok(data.properties.title_en, 'admins read the English field');
});

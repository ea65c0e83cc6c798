import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_BASE,
  bodySchema,
  DEFAULT_SORT,
  type FieldDef,
  fileKindOf,
  idNumber,
  inputNameOf,
  LANG_PARAM_TEXT,
  LOCALES,
  listQuerySchema,
  publicPageSizeOf,
  type ResourceDef,
  translatableNamesOf,
} from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

const transform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });
type Transform = Parameters<typeof transform>[0];
type JsonObject = { properties?: Record<string, Record<string, unknown>>; required?: string[] };

const idParams = z.object({ id: idNumber() });

/** Every read answers in the language asked (api core/locale.ts): `?lang=` first, else Accept-Language. */
const langParam = z.enum(LOCALES).optional().describe(LANG_PARAM_TEXT);
const languageHeaders = z.object({
  'accept-language': z
    .string()
    .optional()
    .describe('Used when `lang` is not given: the best of `id` and `en` (e.g. `en-GB,en;q=0.9`); default `id`.'),
});
const languageNote =
  ' In English (`?lang=en` or `Accept-Language: en`) each translatable field answers its English value, or its Indonesian one when it has none; `_untranslated` then names those fields (pages mark them `lang="id"`). Admins read and write both (`x` and `x_en`).';
const translatesFields = (def: ResourceDef) => translatableNamesOf(def.fields).length > 0;

/** A list's query as its declaration allows it (what else is asked is refused with 400). */
const listQueryOf = (def: ResourceDef) =>
  listQuerySchema(def.list ?? { sort: DEFAULT_SORT }, { limit: publicPageSizeOf(def) });

/**
 * The generic resource routes validate their bodies themselves (multipart or JSON, files first),
 * so they carry no route schema; their documentation is derived here from the same contract
 * schemas, for the docs only.
 */
function resourceDocs(def: ResourceDef, method: string, withId: boolean) {
  const tags = [def.label];
  const access = `Baca: ${def.access.read}; tulis: ${def.access.write}.`;
  const readNote = translatesFields(def) ? `${access}${languageNote}` : access;
  if (method === 'GET' && !withId)
    return {
      tags,
      summary: `Daftar ${def.label}`,
      description: readNote,
      querystring: listQueryOf(def),
      headers: languageHeaders,
    };
  if (method === 'GET')
    return {
      tags,
      summary: `Detail ${def.label}`,
      description: readNote,
      params: idParams,
      querystring: z.object({ lang: langParam }),
      headers: languageHeaders,
    };
  if (method === 'DELETE') return { tags, summary: `Hapus ${def.label}`, description: access, params: idParams };
  const mode = method === 'PATCH' ? 'patch' : 'create';
  const verb = method === 'POST' ? 'Tambah' : method === 'PUT' ? 'Ganti' : 'Ubah sebagian';
  return {
    tags,
    summary: `${verb} ${def.label}`,
    description: `${access} Body ${def.body === 'multipart' ? 'multipart/form-data (berkas diunggah)' : 'JSON'}.`,
    consumes: [def.body === 'multipart' ? 'multipart/form-data' : 'application/json'],
    ...(withId ? { params: idParams } : {}),
    body: bodySchema(def.fields, mode),
  };
}

/**
 * Labels as descriptions; fields under their input names, the names of spec 7's calls (`kategori`,
 * `naskah`, `isi` of /subsnaskahs; the stored names are taken too); in multipart bodies, file
 * fields become uploads.
 */
function describeFields(def: ResourceDef, body: JsonObject) {
  const properties = body.properties ?? {};
  for (const [name, field] of Object.entries(def.fields) as [string, FieldDef][]) {
    const property = properties[name];
    if (!property) continue;
    property.description = field.hint ? `${field.label} (${field.hint})` : field.label;
    const upload = def.body === 'multipart' && fileKindOf(field);
    const input = inputNameOf(name, field);
    if (!upload && input === name) continue;
    delete properties[name];
    properties[input] = upload ? { type: 'string', format: 'binary', description: field.label } : property;
    body.required = body.required?.map((r) => (r === name ? input : r));
  }
}

/** The resource each generic route belongs to, by its URL. */
function routeIndexOf(app: FastifyInstance) {
  const index = new Map<string, ResourceDef>();
  for (const { def } of app.site.resources) {
    index.set(`${API_BASE}${def.path}`, def);
    index.set(`${API_BASE}${def.path}/:id`, def);
  }
  return index;
}

function docsTransform(routeIndex: Map<string, ResourceDef>, input: Transform) {
  const { url, route } = input;
  if (!url.startsWith(`${API_BASE}/`) && url !== '/sitemap.xml' && url !== '/robots.txt') {
    return { schema: { hide: true }, url };
  }
  const def = routeIndex.get(url);
  const method = String(route.method);
  if (!def || input.schema?.body || input.schema?.params) return transform(input);
  const docs = resourceDocs(def, method, url.endsWith('/:id'));
  const result = transform({ ...input, schema: { ...docs, response: input.schema?.response } });
  const body = (result.schema as { body?: JsonObject }).body;
  if (body) describeFields(def, body);
  return result;
}

/** OpenAPI from the same zod schemas that validate requests, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  const routeIndex = routeIndexOf(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.config.SITE_NAME} API`,
        description:
          'REST API situs dan back-office. Login memberi token (cookie `token` atau header `Authorization: Bearer`). Error: `{ message, errors? }`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (input: Transform) => docsTransform(routeIndex, input),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
});

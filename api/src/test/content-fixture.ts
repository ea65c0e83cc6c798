import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import * as c from '@teater/contract';
import { type FieldDef, isFileField, type ResourceDef } from '@teater/contract';
import { buildTestApp, type Caller, type TestApp } from './app.js';
import { imageFilesOf, pngImage } from './media.js';
import { encode, type Payload, requiredFields, validPayload, writableFields } from './payloads.js';

export type Data = Record<string, unknown> & { id: number };

/**
 * The API contract of the content resources. One row per resource: the rows' tests derive every
 * payload from the contract's fields, so a new resource of the same kind is one more row.
 */
export interface ResourceCase {
  def: ResourceDef;
  /** what only this resource answers, checked on each created record */
  shape?: (data: Data) => void;
}

const hasCategory = (name: string) => (data: Data) => assert.deepEqual(data.category, { name });

export const cases: ResourceCase[] = [
  { def: c.beritas, shape: hasCategory('Berita') },
  { def: c.beritakolaborasis, shape: hasCategory('Kolaborasi') },
  { def: c.beritapartners, shape: hasCategory('Kemitraan') },
  { def: c.programs },
  { def: c.profilanggotas },
  { def: c.galeris },
];

// Live bindings: set by useContentApp's before(), read by the tests that import them.
export let t: TestApp;
export let anonymous: Caller;
export let user: Caller;
export let admin: Caller;
let seed = 0;

/** One app for the test file that calls it, with an anonymous caller, a user and an admin. */
export function useContentApp() {
  before(async () => {
    t = await buildTestApp();
    [anonymous, user, admin] = await Promise.all([t.as('anonymous'), t.as('user'), t.as('admin')]);
  });
  after(() => t.close());
}

/** A number not used before in this file: varies uploads and payloads. */
export const nextSeed = () => ++seed;

export const url = (def: ResourceDef, rest = '') => `/api/v1${def.path}${rest}`;

/** An image uploaded through POST /image, for the JSON-of-URLs resources. */
export async function uploadedImageUrl(n: number): Promise<string> {
  const form = new FormData();
  const image = await pngImage(n);
  form.append('image', image.blob, image.filename);
  const res = await admin.post('/api/v1/image', form);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.url;
}

export const payloadFor = (def: ResourceDef) => validPayload(def, ++seed, uploadedImageUrl);

export async function create(def: ResourceDef, payload?: Payload): Promise<Data> {
  const res = await admin.post(url(def), encode(def, payload ?? (await payloadFor(def))));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data;
}

export const isImageField = (field: FieldDef) => isFileField(field) || field.kind === 'imageUrl';

/** The files on disk behind a record's image fields (every width). */
export const filesOf = (def: ResourceDef, data: Data) =>
  writableFields(def)
    .filter(([name, field]) => isImageField(field) && typeof data[name] === 'string')
    .flatMap(([name]) => String(data[name]).split(','))
    .flatMap((one) => imageFilesOf(t.dataDir, one));

/** The first required text field: the one PATCH and PUT tests change. */
export function textField(def: ResourceDef): string {
  const found = requiredFields(def).find(([, field]) => field.kind === 'text');
  assert.ok(found, `${def.name} has a required text field`);
  return found[0];
}

export function imageField(def: ResourceDef): [string, FieldDef] {
  const found = writableFields(def).find(([, field]) => isImageField(field));
  assert.ok(found, `${def.name} has an image field`);
  return found;
}

/** A new value for an image field: a new upload, or a new POST /image address. */
export const newImage = async (field: FieldDef) => (isFileField(field) ? pngImage(++seed) : uploadedImageUrl(++seed));

export const storedImageUrl = /^\/media\/i\/[0-9a-f]{32}\.webp$/;

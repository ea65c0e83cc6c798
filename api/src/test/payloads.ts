import { type FieldDef, inputNameOf, isFileField, type ResourceDef } from '@teater/contract';
import { minimalPdf } from '../seed/demo/exclusive-files.js';
import { MP4_HEAD, pngImage, Upload } from './media.js';

/** A request body by stored field name: values, or files for the resource's upload fields. */
export type Payload = Record<string, string | boolean | number | Upload>;

/** The fields a client sends (server-set fields such as a news category are left out). */
export const writableFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter(([, field]) => !field.readOnly) as [string, FieldDef][];

export const requiredFields = (def: ResourceDef) => writableFields(def).filter(([, field]) => field.required);

/** A value of the field's kind; the seed keeps values of different records apart. */
function sampleValue(field: FieldDef, seed: number): string | boolean | number {
  switch (field.kind) {
    case 'url':
      return `https://contoh.id/${seed}`;
    case 'date':
    case 'datetime':
      return new Date(Date.UTC(2026, 10, 1 + (seed % 28))).toISOString();
    case 'boolean':
      return true;
    case 'number':
      return (field.min ?? 0) + 1;
    case 'select':
      return field.options?.[0]?.value ?? '';
    default:
      return `${field.label} uji ${seed}`;
  }
}

/** A real file of the field's kind: an mp4's head for a video, a PDF for a document, else a PNG. */
function sampleFile(field: FieldDef, seed: number): Promise<Upload> | Upload {
  if (field.kind === 'video')
    return new Upload(Buffer.concat([MP4_HEAD, Buffer.alloc(2048, seed)]), 'video.mp4', 'video/mp4');
  if (field.kind === 'document')
    return new Upload(minimalPdf(`Naskah ${seed}`, ['Babak satu.']), 'naskah.pdf', 'application/pdf');
  return pngImage(seed);
}

/**
 * A complete valid body for one record: every writable field filled (English ones `x_en` aside), a real PNG for each upload
 * field, and for image-URL fields (JSON resources) an address that `imageUrl` got from POST /image.
 */
export async function validPayload(
  def: ResourceDef,
  seed: number,
  imageUrl: (seed: number) => Promise<string>,
): Promise<Payload> {
  const payload: Payload = {};
  let n = 0;
  for (const [name, field] of writableFields(def)) {
    n++;
    // Indonesian only, as most records are: translations.test.ts gives English values
    if (field.englishOf) continue;
    if (isFileField(field)) payload[name] = await sampleFile(field, seed * 10 + n);
    // published now, as the spec's calls (which send neither) publish; publishing.test.ts drafts
    else if (def.publishing && name === 'draft') payload[name] = false;
    else if (def.publishing && name === 'published_at') payload[name] = new Date(Date.now() - 60_000).toISOString();
    else if (field.kind === 'imageUrl') payload[name] = await imageUrl(seed * 10 + n);
    else payload[name] = sampleValue(field, seed);
  }
  return payload;
}

/** The body as the resource takes it: multipart (under each field's input name) or JSON. */
export function encode(def: ResourceDef, payload: Payload): FormData | Record<string, unknown> {
  if (def.body === 'json') {
    for (const [name, value] of Object.entries(payload)) {
      if (value instanceof Upload) throw new Error(`${def.name}.${name}: a JSON body cannot carry a file`);
    }
    return payload;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    const field = def.fields[name];
    const key = field ? inputNameOf(name, field) : name;
    if (value instanceof Upload) form.append(key, value.blob, value.filename);
    else form.append(key, String(value));
  }
  return form;
}

/** What the API answers for a value that was sent. */
export function answered(field: FieldDef, value: string | boolean | number): unknown {
  if (field.kind === 'date' || field.kind === 'datetime') return new Date(String(value)).toISOString();
  return value;
}

import { inputNameOf, mediaMessages, type ResourceDef } from '@teater/contract';
import { ApiError, apiUpload } from '../../../lib/api';
import type { FormSubmission } from './form-values';

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * POST /image: stores one image and answers its URL (for JSON-of-URLs resources). When the server
 * says nothing, spec 8's 'Error uploading image' tells which step failed, before the screen's text.
 */
export async function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  try {
    const res = await apiUpload<{ data: { url: string } }>('/image', 'POST', form, onProgress);
    return res.data.url;
  } catch (error) {
    if (error instanceof ApiError && !error.specific) throw new ApiError(error.status, mediaMessages.uploadError);
    throw error;
  }
}

/**
 * The request body of a resource write: multipart (files under their input names) or JSON,
 * where image fields are uploaded first through POST /image and sent as URLs.
 */
export async function encodeBody(
  def: ResourceDef,
  { values, files }: FormSubmission,
  onProgress: (fraction: number) => void,
): Promise<FormData | Record<string, unknown>> {
  if (def.body === 'multipart') {
    const form = new FormData();
    for (const [name, v] of Object.entries(values)) {
      const field = def.fields[name];
      if (field) form.append(inputNameOf(name, field), asText(v));
    }
    for (const [name, list] of Object.entries(files)) {
      const field = def.fields[name];
      if (field) for (const file of list) form.append(inputNameOf(name, field), file);
    }
    return form;
  }
  const body: Record<string, unknown> = { ...values };
  const uploads = Object.entries(files).flatMap(([name, list]) => list.slice(0, 1).map((file) => ({ name, file })));
  for (const [i, { name, file }] of uploads.entries()) {
    body[name] = await uploadImage(file, (f) => onProgress((i + f) / uploads.length));
  }
  return body;
}

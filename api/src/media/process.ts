import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileKind, IMAGE_MAX_PIXELS, imageWidthName, LARGEST_IMAGE_WIDTH, mediaMessages } from '@teater/contract';
import { fileTypeFromFile } from 'file-type';
import { HttpError } from '../core/http-error.js';
import { contentTypeOf } from './content-type.js';
import { DEMO_ENCODING, type ImageEncoding, UPLOAD_ENCODING, widthFilesOf, writeWidths } from './image-encoding.js';
import { loadSharp } from './sharp.js';
import type { MediaStore, Visibility } from './store.js';

const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/x-ms-asf': 'wmv',
  'video/vnd.avi': 'avi',
};
const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'image/heic',
  'image/heif',
]);

/** Why a file of the wrong type is refused, read when it is refused (in the request's language). */
const refuse = (kind: FileKind): string =>
  ({ image: mediaMessages.notAnImage, video: mediaMessages.videoOnly, document: mediaMessages.documentOnly })[kind];

/**
 * Turns an uploaded temp file into stored media and returns its URL. The type is read from the
 * bytes; images are re-encoded (metadata dropped) to WebP and AVIF in every width of IMAGE_WIDTHS.
 * Always removes the temp file; on refusal nothing stays behind.
 */
export async function storeUpload(
  store: MediaStore,
  tempPath: string,
  kind: FileKind,
  visibility: Visibility,
  encode: ImageEncoding = UPLOAD_ENCODING,
): Promise<string> {
  try {
    const type = await fileTypeFromFile(tempPath);
    const mime = type?.mime ?? '';
    const id = store.newId();
    if (kind === 'image') {
      if (!IMAGE_TYPES.has(mime)) throw new HttpError(415, refuse('image'));
      return await storeImage(store, tempPath, id, visibility, encode);
    }
    const ext = kind === 'video' ? VIDEO_TYPES[mime] : DOCUMENT_TYPES[mime];
    if (!ext) throw new HttpError(415, refuse(kind));
    const folder = kind === 'video' ? 'v' : 'd';
    const name = `${id}.${ext}`;
    // streamed from the temporary file (a folder store renames it): a 100 MB video is never in memory
    await store.objects.putFile(store.keyOf(visibility, folder, name), tempPath, contentTypeOf(name));
    return store.urlOf(visibility, folder, name);
  } finally {
    await fs.rm(tempPath, { force: true });
  }
}

async function storeImage(
  store: MediaStore,
  source: string,
  id: string,
  visibility: Visibility,
  encoding: ImageEncoding,
): Promise<string> {
  const files = widthFilesOf(id, (name) => store.keyOf(visibility, 'i', name));
  try {
    const sharp = await loadSharp();
    // The header says how big the picture is before anything is decoded: a 30000 x 30000 picture
    // is refused with its own reason, not as "not an image".
    const { width = 0, height = 0 } = await sharp(source).metadata();
    if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
    const input = sharp(source, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    await writeWidths(input, files, encoding, (file, bytes) =>
      store.objects.put(file.key, bytes, contentTypeOf(file.key)),
    );
    return store.urlOf(visibility, 'i', imageWidthName(id, LARGEST_IMAGE_WIDTH));
  } catch (error) {
    await store.objects.delete(files.map((file) => file.key));
    if (error instanceof HttpError) throw error;
    // sharp's own limit, for a picture whose header understated it
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw new HttpError(415, refuse('image'));
  }
}

const tooManyPixels = () =>
  new HttpError(413, mediaMessages.imageTooManyPixels(Math.round(IMAGE_MAX_PIXELS / 1_000_000)));

/** Encodes a generated image (demo seed) the same way as an upload. */
export async function storeImageBuffer(
  store: MediaStore,
  buffer: Buffer,
  visibility: Visibility = 'public',
): Promise<string> {
  const temp = store.tempPath('bin');
  await fs.mkdir(path.dirname(temp), { recursive: true });
  await fs.writeFile(temp, buffer);
  return storeUpload(store, temp, 'image', visibility, DEMO_ENCODING);
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileKind, IMAGE_WIDTHS, imageWidthName, LARGEST_IMAGE_WIDTH, messages } from '@teater/contract';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http-error.js';
import { WEBP_QUALITY } from './image-widths.js';
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

const refuse: Record<FileKind, string> = {
  image: messages.media.notAnImage,
  video: messages.media.videoOnly,
  document: messages.media.documentOnly,
};

/** WebP effort 0-6: uploads get sharp's default; the demo seed trades size for start-up time. */
export interface ImageEncoding {
  effort?: number;
}

/**
 * Turns an uploaded temp file into stored media and returns its URL. The type is read from the
 * bytes; images are re-encoded to WebP (metadata dropped) in every width of IMAGE_WIDTHS.
 * Always removes the temp file; on refusal nothing stays behind.
 */
export async function storeUpload(
  store: MediaStore,
  tempPath: string,
  kind: FileKind,
  visibility: Visibility,
  encode: ImageEncoding = {},
): Promise<string> {
  try {
    const type = await fileTypeFromFile(tempPath);
    const mime = type?.mime ?? '';
    const id = store.newId();
    if (kind === 'image') {
      if (!IMAGE_TYPES.has(mime)) throw new HttpError(415, refuse.image);
      return await storeImage(store, tempPath, id, visibility, encode);
    }
    const ext = kind === 'video' ? VIDEO_TYPES[mime] : DOCUMENT_TYPES[mime];
    if (!ext) throw new HttpError(415, refuse[kind]);
    const folder = kind === 'video' ? 'v' : 'd';
    const target = store.pathOf(visibility, folder, `${id}.${ext}`);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(tempPath, target).catch(async () => {
      await fs.copyFile(tempPath, target);
    });
    return store.urlOf(visibility, folder, `${id}.${ext}`);
  } finally {
    await fs.rm(tempPath, { force: true });
  }
}

async function storeImage(
  store: MediaStore,
  source: string,
  id: string,
  visibility: Visibility,
  { effort = 4 }: ImageEncoding,
): Promise<string> {
  const written: string[] = [];
  try {
    const input = sharp(source, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    await input.metadata();
    for (const width of IMAGE_WIDTHS) {
      const target = store.pathOf(visibility, 'i', imageWidthName(id, width));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await input
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort })
        .toFile(target);
      written.push(target);
    }
    return store.urlOf(visibility, 'i', imageWidthName(id, LARGEST_IMAGE_WIDTH));
  } catch (error) {
    await Promise.all(written.map((f) => fs.rm(f, { force: true })));
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, refuse.image);
  }
}

/** Encodes a generated image (demo seed) the same way as an upload. */
export async function storeImageBuffer(
  store: MediaStore,
  buffer: Buffer,
  visibility: Visibility = 'public',
): Promise<string> {
  const temp = path.join(store.root, 'tmp', `${store.newId()}.bin`);
  await fs.mkdir(path.dirname(temp), { recursive: true });
  await fs.writeFile(temp, buffer);
  return storeUpload(store, temp, 'image', visibility, { effort: 1 });
}

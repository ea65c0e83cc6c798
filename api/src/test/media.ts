import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageWidthName } from '@teater/contract';
import sharp from 'sharp';
import type { Caller } from './app.js';

/** A file to send in a multipart body. */
export class Upload {
  constructor(
    readonly bytes: Buffer,
    readonly filename: string,
    readonly type: string,
  ) {}

  get blob() {
    return new Blob([new Uint8Array(this.bytes)], { type: this.type });
  }
}

/** A small real PNG; the seed varies its colour so two uploads differ. */
export async function pngImage(seed = 1, width = 64, height = 48): Promise<Upload> {
  const background = { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 };
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return new Upload(bytes, `foto-${seed}.png`, 'image/png');
}

/** A JPEG carrying EXIF with camera and GPS data, as a phone would upload it. */
export async function jpegWithExif(): Promise<Upload> {
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KameraUji', Model: 'Model-7', Copyright: 'Rahasia Pemilik' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '5/1 26/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 16/1 0/1' },
    })
    .toBuffer();
  return new Upload(bytes, 'kamera.jpg', 'image/jpeg');
}

/** Files that claim to be JPEG images by name and MIME type but are not. */
export const disguised = {
  html: () => new Upload(Buffer.from('<!doctype html><script>alert(1)</script>'), 'foto.jpg', 'image/jpeg'),
  text: () => new Upload(Buffer.from('bukan gambar, hanya teks biasa\n'.repeat(20)), 'foto.jpg', 'image/jpeg'),
  pdf: () =>
    new Upload(
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      'foto.jpg',
      'image/jpeg',
    ),
};

/** A real, valid PNG just over the 10 MB image limit (uncompressed noise). */
export async function oversizedPng(): Promise<Upload> {
  const width = 2000;
  const height = 1800;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new Upload(bytes, 'besar.png', 'image/png');
}

/**
 * A PNG that says it is `width` x `height` (30000 x 30000 is 900 megapixels): only its header is
 * real, which is all a size check may read. A few hundred bytes, whatever it claims.
 */
export function hugePng(width = 30_000, height = 30_000): Upload {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const rows = zlib.deflateSync(Buffer.alloc(1 + 3 * 16));
  const bytes = Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
  return new Upload(bytes, 'raksasa.png', 'image/png');
}

/** Every file under DATA_DIR/media (public, exclusive and tmp), relative to it. */
export function mediaFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The files on disk behind one public image URL: every width in every format (WebP and AVIF). */
export function imageFilesOf(dataDir: string, url: string): string[] {
  const base = path.join(dataDir, 'media', 'public', url.replace(/^\/media\//, '').replace(/\.webp$/, ''));
  return IMAGE_FORMATS.flatMap((format) => IMAGE_WIDTHS.map((width) => imageWidthName(base, width, format)));
}

export const allExist = (files: string[]) => files.every((f) => fs.existsSync(f));
export const noneExist = (files: string[]) => files.every((f) => !fs.existsSync(f));

/** Every file below `dir`, relative to it (empty when it does not exist). */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The first bytes of an mp4 (an `ftyp isom` box), which is how the server recognises one. */
export const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/**
 * A multipart body with one mp4 of `size` bytes under `field`, produced a megabyte at a time, so
 * the sender never holds the file: what memory grows is the server's (tests and the bench).
 */
export function streamedVideoUpload(field: string, size: number) {
  const boundary = 'teaterboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="besar.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 1);
  async function* parts() {
    yield head;
    yield MP4_HEAD;
    for (let left = size - MP4_HEAD.length; left > 0; left -= chunk.length)
      yield chunk.subarray(0, Math.min(left, chunk.length));
    yield tail;
  }
  return {
    payload: Readable.from(parts(), { objectMode: false }),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
  };
}

/** A small red PNG's bytes. */
export const redPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#b91c1c' } })
    .png()
    .toBuffer();

/** A multipart body: text fields, and files named after their field (`photo_url.png`). */
export function formOf(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [k, v] of Object.entries(files)) body.append(k, new Blob([new Uint8Array(v)]), `${k}.png`);
  return body;
}

/** The file of a public media URL in a data folder. */
export const publicFileOnDisk = (dataDir: string, url: string) =>
  path.join(dataDir, 'media', 'public', url.replace(/^\/media\//, ''));

/** An image URL from POST /image, as the admin screens obtain it before saving a JSON record. */
export async function postedImageUrl(admin: Caller, image?: Buffer): Promise<string> {
  const res = await admin.post('/api/v1/image', formOf({}, { image: image ?? (await redPng()) }));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.url as string;
}

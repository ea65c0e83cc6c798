import { type ImageFormat, LARGEST_IMAGE_WIDTH, storedImageFiles } from '@teater/contract';
import type { OutputInfo, Sharp } from 'sharp';
import { loadSharp } from './sharp.js';

/** Quality of every stored width. On the demo pictures AVIF at 50 is about a fifth of WebP at 78. */
const QUALITY: Record<ImageFormat, number> = { webp: 78, avif: 50 };

/** Encoder effort per format (WebP 0-6, AVIF 0-9): more effort, smaller files, slower writes. */
export type ImageEncoding = Record<ImageFormat, number>;

/**
 * Uploads: WebP at sharp's default; AVIF effort 2 (four widths of a 1280 px photo in about 0.6 s,
 * where effort 4 takes about 4 s).
 */
export const UPLOAD_ENCODING: ImageEncoding = { webp: 4, avif: 2 };
/** The demo seed encodes about 115 pictures at start: size matters less than start-up time. */
export const DEMO_ENCODING: ImageEncoding = { webp: 1, avif: 0 };

/** One file to write: an image in one width and format. */
export interface WidthFile {
  width: number;
  format: ImageFormat;
  path: string;
}

/** Every file of stored image `id` (storedImageFiles), at `pathOf(name)`. */
export const widthFilesOf = (id: string, pathOf: (name: string) => string): WidthFile[] =>
  storedImageFiles(id).map(({ width, format, name }) => ({ width, format, path: pathOf(name) }));

/**
 * Writes `files` from `image`: it is decoded once and scaled to the largest width, each width is
 * scaled once from those pixels, and every format of a width is encoded from that. `onWrite` hears
 * each path before its write starts, so a caller can remove what a failure left behind.
 */
export async function writeWidths(
  image: Sharp,
  files: readonly WidthFile[],
  encoding: ImageEncoding,
  onWrite: (path: string) => void = () => {},
): Promise<void> {
  if (files.length === 0) return;
  const sharp = await loadSharp();
  const largest = await image
    .resize({ width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = (data: Buffer, info: OutputInfo) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (const width of new Set(files.map((f) => f.width))) {
    const scaled =
      width >= largest.info.width
        ? largest
        : await pixels(largest.data, largest.info).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    // The formats of a width are encoded side by side, and all of them are waited for, so that no
    // write is still running when a caller cleans up after a failure.
    const writes = await Promise.allSettled(
      files
        .filter((f) => f.width === width)
        .map((file) => {
          onWrite(file.path);
          const encoder = pixels(scaled.data, scaled.info);
          const encoded =
            file.format === 'avif'
              ? encoder.avif({ quality: QUALITY.avif, effort: encoding.avif })
              : encoder.webp({ quality: QUALITY.webp, effort: encoding.webp });
          return encoded.toFile(file.path);
        }),
    );
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

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

/**
 * A width this close to the picture's own (after the largest width's cap) is stored at the
 * picture's own size: scaling an 800 px portrait to 768 loses sharpness and, on flat artwork,
 * even made the file larger.
 */
const NEAR_FULL_SIZE = 0.9;

/** One object to write: an image in one width and format. */
export interface WidthFile {
  width: number;
  format: ImageFormat;
  key: string;
}

/** Every object of stored image `id` (storedImageFiles), under `keyOf(name)`. */
export const widthFilesOf = (id: string, keyOf: (name: string) => string): WidthFile[] =>
  storedImageFiles(id).map(({ width, format, name }) => ({ width, format, key: keyOf(name) }));

/** Stores one encoded width (the media store's put). */
export type WriteWidth = (file: WidthFile, bytes: Buffer) => Promise<void>;

/**
 * Writes `files` from `image`: it is decoded once and scaled to the largest width, each width is
 * scaled once from those pixels, and every format of a width is encoded from that and handed to
 * `write` (an encoded width is a few hundred kilobytes at most). A caller that must clean up after
 * a failure removes every key of `files`: removing one never written is no error.
 */
export async function writeWidths(
  image: Sharp,
  files: readonly WidthFile[],
  encoding: ImageEncoding,
  write: WriteWidth,
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
      width >= largest.info.width * NEAR_FULL_SIZE
        ? largest
        : await pixels(largest.data, largest.info).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    // The formats of a width are encoded side by side, and all of them are waited for, so that no
    // write is still running when a caller cleans up after a failure.
    const writes = await Promise.allSettled(
      files
        .filter((f) => f.width === width)
        .map(async (file) => {
          const encoder = pixels(scaled.data, scaled.info);
          const encoded =
            file.format === 'avif'
              ? encoder.avif({ quality: QUALITY.avif, effort: encoding.avif })
              : encoder.webp({ quality: QUALITY.webp, effort: encoding.webp });
          await write(file, await encoded.toBuffer());
        }),
    );
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

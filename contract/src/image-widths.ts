import { IMAGE_WIDTHS } from './constants.js';

export const LARGEST_IMAGE_WIDTH: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1280;

/** Every stored image exists in each format and width; WebP is the one its URL names (every browser shows it). */
export const IMAGE_FORMATS = ['webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A stored image's file (or URL) in one width: `<base>.<format>` is the largest, `<base>-<w>.<format>` the others. */
export const imageWidthName = (base: string, width: number, format: ImageFormat = 'webp') =>
  width === LARGEST_IMAGE_WIDTH ? `${base}.${format}` : `${base}-${width}.${format}`;

/** Every file of a stored image: each width of IMAGE_WIDTHS in each format. */
export const storedImageFiles = (base: string): { width: number; format: ImageFormat; name: string }[] =>
  IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({ width, format, name: imageWidthName(base, width, format) })),
  );

/** The same width of a stored image in another format: `<id>-640.avif` gives `<id>-640.webp`. */
export const inImageFormat = (name: string, format: ImageFormat) => name.replace(/\.(webp|avif)$/, `.${format}`);

/** The URL of an image our pipeline stored (public `/media/i/…` or exclusive `/api/v1/files/i/…`) without `.webp`. */
const storedBase = (src: string) =>
  /^\/(media|api\/v1\/files)\/i\/[\w-]+\.webp$/.test(src) ? src.slice(0, -'.webp'.length) : undefined;

/** srcset of a stored image's widths in one format; undefined for anything else (fallback, external URL). */
export function srcSetOf(src: string, format: ImageFormat = 'webp'): string | undefined {
  const base = storedBase(src);
  if (base === undefined) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageWidthName(base, w, format)} ${w}w`).join(', ');
}

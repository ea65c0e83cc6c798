import { IMAGE_WIDTHS } from './constants.js';

export const LARGEST_IMAGE_WIDTH: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1280;

/** A stored image's file (or URL) in one width: `<base>.webp` is the largest, `<base>-<w>.webp` the others. */
export const imageWidthName = (base: string, width: number) =>
  width === LARGEST_IMAGE_WIDTH ? `${base}.webp` : `${base}-${width}.webp`;

/** srcset for images our pipeline stored (public `/media/i/…` or exclusive `/api/v1/files/i/…`). */
export function srcSetOf(src: string): string | undefined {
  if (!/^\/(media|api\/v1\/files)\/i\/[\w-]+\.webp$/.test(src)) return undefined;
  const base = src.slice(0, -'.webp'.length);
  return IMAGE_WIDTHS.map((w) => `${imageWidthName(base, w)} ${w}w`).join(', ');
}

import { IMAGE_WIDTHS } from '@teater/contract';
import type { ImgHTMLAttributes } from 'react';

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** srcset for images our pipeline stored (`…/<id>.webp` plus `<id>-<w>.webp` widths). */
export function srcSetOf(src: string): string | undefined {
  if (!/^\/(media|api\/v1\/files)\/i\/[\w-]+\.webp$/.test(src)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${w === LARGEST ? src : src.replace(/\.webp$/, `-${w}.webp`)} ${w}w`).join(', ');
}

export const DEFAULT_IMAGE = '/default-image.svg';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** above the fold: load eagerly with high priority */
  priority?: boolean;
  fallback?: string;
}

/** An image with widths, lazy below the fold, and a fallback when empty. */
export function ResponsiveImage({
  src,
  alt,
  priority = false,
  fallback = DEFAULT_IMAGE,
  sizes = '100vw',
  ...rest
}: Props) {
  const url = src?.split(',')[0]?.trim() || fallback;
  return (
    <img
      src={url}
      srcSet={srcSetOf(url)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
}

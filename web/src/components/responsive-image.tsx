import { srcSetOf } from '@teater/contract';
import type { ImgHTMLAttributes } from 'react';

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

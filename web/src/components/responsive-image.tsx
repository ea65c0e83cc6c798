import { inImageFormat, srcSetOf } from '@teater/contract';
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

export const DEFAULT_IMAGE = '/default-image.svg';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** above the fold: load eagerly with high priority */
  priority?: boolean;
  /**
   * the box is its frame's (a wrapper with an aspect ratio), so a picture below the main one may
   * be left out of the first screen's layout until that is painted (index.css, data-first-screen)
   */
  framed?: boolean;
  fallback?: string;
}

/**
 * An image with widths, lazy below the fold (and, framed, after the main picture), and a fallback when empty. Images our pipeline stored
 * come as AVIF to browsers that show it (about a fifth of the WebP's bytes) and as WebP to the rest.
 */
export function ResponsiveImage({
  src,
  alt,
  priority = false,
  framed = false,
  fallback = DEFAULT_IMAGE,
  sizes = '100vw',
  ...rest
}: Props) {
  const url = src?.split(',')[0]?.trim() || fallback;
  const img = (
    <img
      src={url}
      srcSet={srcSetOf(url)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      // the boot script starts the scripts once this picture is reported painted (src/boot.ts)
      {...(priority ? { elementtiming: 'main-picture' } : {})}
      {...(framed && !priority ? { 'data-framed': '' } : {})}
      {...rest}
    />
  );
  const avif = srcSetOf(url, 'avif');
  if (!avif) return img;
  if (priority) {
    // React preloads an eager <img> by itself, but not one inside <picture>, whose file it cannot
    // know. A browser without AVIF skips this typed preload, as it skips the <source>, so the file
    // preloaded is the one the picture shows.
    preload(inImageFormat(url, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  // display: contents: the <img> stays the box that flex, grid and object-cover lay out.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}

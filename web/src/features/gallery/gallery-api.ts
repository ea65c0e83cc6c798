import { type AlbumPhoto, type Entity, galeris } from '@teater/contract';
import { resourceClient } from '../../lib/resource-client';

export const galleryApi = resourceClient(galeris);

export type GalleryItem = Entity<typeof galeris> & { gambarAlbum?: AlbumPhoto[] };

/**
 * The album's pictures for the carousel and lightbox: every photo in the album's order (the first
 * two are gambarGaleri and gambarGaleri2), then the thumbnail; no repeats.
 */
export const galleryImages = (item: GalleryItem): string[] => {
  const photos = item.gambarAlbum?.length
    ? item.gambarAlbum.map((photo) => photo.image)
    : [item.gambarGaleri, item.gambarGaleri2];
  return [...new Set([...photos, item.gambarthumbnail].filter((u): u is string => Boolean(u)))];
};

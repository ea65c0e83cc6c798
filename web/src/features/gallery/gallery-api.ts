import { type Entity, galeris } from '@teater/contract';
import { resourceClient } from '../../lib/resource-client';

export const galleryApi = resourceClient(galeris);

export type GalleryItem = Entity<typeof galeris>;

/** The item's pictures for the carousel: main image, second image, then the thumbnail; no repeats. */
export const galleryImages = (item: GalleryItem): string[] => [
  ...new Set([item.gambarGaleri, item.gambarGaleri2, item.gambarthumbnail].filter((u): u is string => Boolean(u))),
];

import { z } from 'zod';
import { MAX_ID } from './safe-values.js';

/** One photo of an album, in the album's order (the spec's tempSubsgaleri shape). */
export interface AlbumPhoto {
  id: number;
  image: string;
}

/** An album holds any number of photos; this many keeps one album's page and answer reasonable. */
export const ALBUM_MAX_PHOTOS = 500;

/** The multipart field of POST {path}/{id}/photos (one or more files). */
export const ALBUM_UPLOAD_FIELD = 'photo';

/** PUT {path}/{id}/photos/order: every photo id of the album, in the new order. */
export const albumOrderBody = z.object({
  order: z.array(z.number().int().positive().max(MAX_ID)).min(1).max(ALBUM_MAX_PHOTOS),
});

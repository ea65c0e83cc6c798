import * as c from '@teater/contract';
import { z } from 'zod';
import type { ServerExtras, ServerResource } from '../define.js';
import { photosOf, withPlace } from './album-list.js';
import type { PhotoAlbum } from './photo-routes.js';

const photoList = z.array(z.object({ id: z.number().int(), image: z.string() }));

/** The single fields that show the photo at their place (gambarGaleri = the first, …). */
const followerOf =
  ({ places }: c.PhotoList) =>
  (photos: c.AlbumPhoto[]) =>
    Object.fromEntries(Object.entries(places).map(([field, place = 0]) => [field, photos[place]?.image ?? null]));

const GALLERY_LIST = c.galeris.photos.list;
const followGallery = followerOf(c.galeris.photos);

/**
 * Gallery albums: the spec's calls still send gambarGaleri and gambarGaleri2 as URLs; they are the
 * first two photos of the album's list, which holds any number more beside them.
 */
export const galleryExtras: ServerExtras = {
  outputExtras: { [GALLERY_LIST]: photoList },
  beforeSave(values, { existing }) {
    // Only a call that sets the main or second picture touches the list.
    if (!('gambarGaleri' in values) && !('gambarGaleri2' in values)) return;
    let photos = photosOf(existing, GALLERY_LIST);
    if ('gambarGaleri' in values) photos = withPlace(photos, 0, (values.gambarGaleri as string | null) ?? null);
    if ('gambarGaleri2' in values) photos = withPlace(photos, 1, (values.gambarGaleri2 as string | null) ?? null);
    values[GALLERY_LIST] = photos;
    Object.assign(values, followGallery(photos));
  },
  filesOf: (row) => photosOf(row, GALLERY_LIST).map((photo) => photo.image),
};

/** The albums among a site's resources: those whose definition declares `photos`. */
export const photoAlbumsOf = (resources: readonly ServerResource[]): PhotoAlbum[] =>
  resources.flatMap((resource) => {
    const photos = resource.def.photos;
    return photos ? [{ resource, list: photos.list, minPhotos: photos.minPhotos, follow: followerOf(photos) }] : [];
  });

import * as c from '@teater/contract';
import { z } from 'zod';
import * as schema from '../../db/schema.js';
import { type ApiResource, apiResource, type ContentTable } from '../define.js';
import { subsgaleriResource } from '../exclusive.js';
import { photosOf, withPlace } from './album-list.js';
import type { PhotoAlbum } from './photo-routes.js';

const photoList = z.array(z.object({ id: z.number().int(), image: z.string() }));
const GALLERY_LIST = c.ALBUMS.galeris.list;

/**
 * Gallery albums: the spec's calls still send gambarGaleri and gambarGaleri2 as URLs; they are the
 * first two photos of the album's list, which holds any number more beside them.
 */
export const galleryResource: ApiResource = apiResource({
  def: c.galeris,
  table: schema.galeris as unknown as ContentTable,
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
});

function followGallery(photos: c.AlbumPhoto[]) {
  return { gambarGaleri: photos[0]?.image ?? null, gambarGaleri2: photos[1]?.image ?? null };
}

/** The albums whose photos are added, ordered and removed one by one. */
export const photoAlbums: PhotoAlbum[] = [
  { resource: galleryResource, list: GALLERY_LIST, minPhotos: c.ALBUMS.galeris.minPhotos, follow: followGallery },
  {
    resource: subsgaleriResource,
    list: c.ALBUMS.subsgaleri.list,
    minPhotos: c.ALBUMS.subsgaleri.minPhotos,
    // the first photo is the album's thumbnail (spec: the first file sent)
    follow: (photos) => ({ thumbnail: photos[0]?.image ?? null }),
  },
];

import type { AlbumPhoto } from '@teater/contract';
import type { Row } from '../define.js';

/** An album's photos as stored (a jsonb list of { id, image }). */
export const photosOf = (row: Row | undefined, list: string): AlbumPhoto[] =>
  Array.isArray(row?.[list]) ? (row[list] as AlbumPhoto[]) : [];

const nextId = (photos: AlbumPhoto[]) => photos.reduce((max, photo) => Math.max(max, photo.id), 0) + 1;

/** The photos with new images added at the end, each with its own id. */
export function appended(photos: AlbumPhoto[], images: string[]): AlbumPhoto[] {
  const start = nextId(photos);
  return [...photos, ...images.map((image, i) => ({ id: start + i, image }))];
}

/** The photos in the order given; null unless the order names each photo exactly once. */
export function reordered(photos: AlbumPhoto[], order: number[]): AlbumPhoto[] | null {
  if (order.length !== photos.length || new Set(order).size !== order.length) return null;
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const out = order.map((id) => byId.get(id));
  return out.every((photo): photo is AlbumPhoto => photo !== undefined) ? out : null;
}

/**
 * The gallery's list after a spec call set gambarGaleri or gambarGaleri2 (its first and second
 * photos): the new image takes that place, a cleared second photo leaves the list, an image listed
 * elsewhere is not listed twice.
 */
export function withPlace(photos: AlbumPhoto[], index: 0 | 1, image: string | null): AlbumPhoto[] {
  const rest = photos.filter((photo, i) => i !== index && photo.image !== image);
  if (!image) return index < photos.length ? rest : photos;
  const photo = { id: nextId(photos), image };
  const at = Math.min(index, rest.length);
  return index < photos.length ? [...rest.slice(0, at), photo, ...rest.slice(at)] : [...rest, photo];
}

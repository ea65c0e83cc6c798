import { type Entity, subsgaleri, subsnaskahs, subsvideos } from '@teater/contract';
import { resourceClient } from '../../lib/resource-client';

export const subsVideosApi = resourceClient(subsvideos);
export const subsScriptsApi = resourceClient(subsnaskahs);
export const subsAlbumsApi = resourceClient(subsgaleri);

export type SubsVideo = Entity<typeof subsvideos>;
export type SubsScript = Entity<typeof subsnaskahs>;
/** An album as the API answers it: the server adds the list of its images. */
export type SubsAlbum = Entity<typeof subsgaleri> & { tempSubsgaleri?: { id: number; image: string }[] };

/** Every image of an album: its list, or at least the thumbnail of an album saved without one. */
export const albumImages = (album: SubsAlbum): string[] => {
  const listed = (album.tempSubsgaleri ?? []).map((one) => one.image);
  return listed.length > 0 ? listed : album.thumbnail ? [album.thumbnail] : [];
};

/** The label of a script category (naskah -> Naskah). */
export const categoryLabel = (value: string | null | undefined) =>
  subsnaskahs.fields.kategori_naskah.options?.find((o) => o.value === value)?.label ?? value ?? '';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALBUM_UPLOAD_FIELD, type AlbumPhoto, type ResourceDef } from '@teater/contract';
import { api, apiUpload } from '../../../lib/api';
import { inChosenOrder } from './chosen-order';

/** An album as the photo screen reads it: its title and its photos in order. */
export interface AlbumWithPhotos {
  id: number;
  judul: string;
  photos: AlbumPhoto[];
}

type Answer = { data: Record<string, unknown> & { id: number; judul: string } };

const toAlbum = (def: ResourceDef, { data }: Answer): AlbumWithPhotos => {
  const list = data[def.photos?.list ?? ''];
  return { id: data.id, judul: data.judul, photos: Array.isArray(list) ? (list as AlbumPhoto[]) : [] };
};

/**
 * One album's photos and the three calls that change them. Every answer is the saved album, so the
 * screen shows what the server holds; the album lists (keyed by the resource's name) reload too.
 */
export function useAlbumPhotos(def: ResourceDef, id: number) {
  const client = useQueryClient();
  const base = `${def.path}/${id}`;
  const key = [def.name, 'photos', String(id)];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<Answer>(base, { signal }).then((answer) => toAlbum(def, answer)),
  });
  const saved = (answer: Answer) => {
    // this screen takes the saved album as it is; the album's lists and details elsewhere reload
    const album = toAlbum(def, answer);
    client.setQueryData(key, album);
    void client.invalidateQueries({ queryKey: [def.name], predicate: (q) => q.queryKey[1] !== 'photos' });
    return album;
  };
  /** Answers the id of the photo it added: the last of the album its call saved. */
  const upload = (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(ALBUM_UPLOAD_FIELD, file, file.name);
    return apiUpload<Answer>(`${base}/photos`, 'POST', form, onProgress).then(
      (answer) => saved(answer).photos.at(-1)?.id,
    );
  };
  const reorder = useMutation({
    mutationFn: (order: number[]) => api<Answer>(`${base}/photos/order`, { method: 'PUT', body: { order } }),
    onSuccess: saved,
  });
  const remove = useMutation({
    mutationFn: (photoId: number) => api<Answer>(`${base}/photos/${photoId}`, { method: 'DELETE' }),
    onSuccess: saved,
  });
  /** Photos sent side by side are put back in the order they were chosen in (read fresh: answers crossed). */
  const keepChosenOrder = async (added: (number | undefined)[]) => {
    const album = await client.fetchQuery({
      queryKey: key,
      queryFn: () => api<Answer>(base).then((a) => toAlbum(def, a)),
    });
    const order = inChosenOrder(
      album.photos.map((photo) => photo.id),
      added.filter((id) => id !== undefined),
    );
    if (order) await reorder.mutateAsync(order);
  };
  return { query, upload, reorder, remove, keepChosenOrder };
}

import { ALBUM_UPLOAD_FIELD, type AlbumPhoto } from '@teater/contract';
import { servedSite } from '../../site.js';
import { pngImage } from '../../test/media.js';
import { recordOf } from './resources.js';
import type { CoverageContext, WriteScenarios } from './types.js';

async function photosForm(ctx: CoverageContext, count: number) {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    const image = await pngImage(ctx.next());
    form.append(ALBUM_UPLOAD_FIELD, image.blob, image.filename);
  }
  return form;
}

/** Photos added, reordered and removed one by one, on every album resource (decision 020). */
export function albumScenarios(): WriteScenarios {
  const scenarios: WriteScenarios = {};
  for (const { resource, list } of servedSite().albums) {
    const base = `/api/v1${resource.def.path}`;
    /** an album of at least three photos, and their ids in order */
    const albumWithPhotos = async (ctx: CoverageContext) => {
      const { id } = await recordOf(ctx, resource.def);
      const admin = await ctx.as('admin');
      const res = await admin.post(`${base}/${id}/photos`, await photosForm(ctx, 3));
      const photos = (res.json() as { data: Record<string, AlbumPhoto[]> }).data[list] ?? [];
      return { admin, id, photos: photos.map((photo) => photo.id) };
    };
    scenarios[`POST ${base}/{id}/photos`] = {
      prepare: async (ctx) => {
        const { id } = await recordOf(ctx, resource.def);
        const admin = await ctx.as('admin');
        const form = await photosForm(ctx, 1);
        return { role: 'admin', send: () => admin.post(`${base}/${id}/photos`, form) };
      },
    };
    scenarios[`PUT ${base}/{id}/photos/order`] = {
      prepare: async (ctx) => {
        const { admin, id, photos } = await albumWithPhotos(ctx);
        return { role: 'admin', send: () => admin.put(`${base}/${id}/photos/order`, { order: photos.reverse() }) };
      },
    };
    scenarios[`DELETE ${base}/{id}/photos/{photoId}`] = {
      prepare: async (ctx) => {
        const { admin, id, photos } = await albumWithPhotos(ctx);
        return { role: 'admin', send: () => admin.delete(`${base}/${id}/photos/${photos.at(-1)}`) };
      },
    };
  }
  return scenarios;
}

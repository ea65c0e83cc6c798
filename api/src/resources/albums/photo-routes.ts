import {
  ALBUM_MAX_PHOTOS,
  ALBUM_UPLOAD_FIELD,
  type AlbumPhoto,
  albumMessages,
  albumOrderBody,
  messages,
  recordSchema,
  savedAnswer,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers, refusalsOf } from '../../answers.js';
import { requireAccess } from '../../auth/access.js';
import { badRequest, conflict, HttpError, notFound, parseId, parseOrThrow } from '../../http-error.js';
import { readMultipart } from '../../media/multipart.js';
import { UPLOAD_LIMIT } from '../../plugins/rate-limits.js';
import { invalidate } from '../cache.js';
import type { ApiResource, Row } from '../define.js';
import { appended, photosOf, reordered } from './album-list.js';

/** One album resource whose photos are managed one by one. */
export interface PhotoAlbum {
  resource: ApiResource;
  /** the jsonb column holding the photos in order */
  list: string;
  /** an album keeps at least this many photos (the gallery its main image) */
  minPhotos: number;
  /** the spec's single fields that follow the list (gambarGaleri = the first photo, …) */
  follow(photos: AlbumPhoto[]): Record<string, unknown>;
}

/**
 * POST {path}/{id}/photos (multipart `photo`, one or more files: added at the end), PUT
 * {path}/{id}/photos/order ({ order: [ids] }) and DELETE {path}/{id}/photos/{photoId} (the file
 * goes too). Each change locks the album's row, so uploads sent side by side all land.
 */
export function registerAlbumPhotos(app: FastifyInstance, album: PhotoAlbum) {
  const { db, media } = app;
  const { def, table } = album.resource;
  const visibility = def.exclusive ? 'exclusive' : 'public';
  const base = `${def.path}/:id/photos`;
  const saved = savedAnswer(recordSchema(def.fields, album.resource.outputExtras));
  const refusals = [...refusalsOf(def.access.write), 400, 404, 409, 413, 415] as const;
  const answer = answers({ 200: saved }, refusals);
  const created = answers({ 201: saved }, refusals);
  const guard = requireAccess(def.access.write);

  /** Runs a change of the photo list under the row's lock; answers the saved album. */
  const change = (id: number, next: (photos: AlbumPhoto[]) => AlbumPhoto[]) =>
    db.transaction(async (tx) => {
      const [row] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
      if (!row) throw notFound();
      const photos = next(photosOf(row, album.list));
      const [updated] = (await tx
        .update(table)
        .set({ [album.list]: photos, ...album.follow(photos), updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning()) as Row[];
      return updated as Row;
    });

  const albumId = (request: FastifyRequest) => parseId((request.params as { id: string }).id);

  app.post(
    base,
    { preHandler: guard, config: { rateLimit: UPLOAD_LIMIT }, schema: { response: created } },
    async (request, reply) => {
      const id = albumId(request);
      const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
      if (!exists) throw notFound();
      if (!request.isMultipart())
        throw badRequest(messages.media.required, { [ALBUM_UPLOAD_FIELD]: messages.media.required });
      const parts = await readMultipart(request, media, { [ALBUM_UPLOAD_FIELD]: 'image' }, visibility);
      const images = parts.files[ALBUM_UPLOAD_FIELD] ?? [];
      try {
        if (images.length === 0)
          throw badRequest(messages.media.required, { [ALBUM_UPLOAD_FIELD]: messages.media.required });
        const saved = await change(id, (photos) => {
          if (photos.length + images.length > ALBUM_MAX_PHOTOS) throw conflict(albumMessages.full);
          return appended(photos, images);
        });
        invalidate(app, def.name);
        return reply.status(201).send({ message: albumMessages.added, data: saved });
      } catch (error) {
        await Promise.all(parts.stored.map((url) => media.remove(url)));
        throw error;
      }
    },
  );

  app.put(`${base}/order`, { preHandler: guard, schema: { response: answer } }, async (request) => {
    const { order } = parseOrThrow(albumOrderBody, request.body ?? {});
    const saved = await change(albumId(request), (photos) => {
      const next = reordered(photos, order);
      if (!next) throw badRequest(albumMessages.orderMismatch, { order: albumMessages.orderMismatch });
      return next;
    });
    invalidate(app, def.name);
    return { message: albumMessages.reordered, data: saved };
  });

  app.delete(`${base}/:photoId`, { preHandler: guard, schema: { response: answer } }, async (request) => {
    const photoId = parseId((request.params as { photoId: string }).photoId);
    let gone: AlbumPhoto | undefined;
    const saved = await change(albumId(request), (photos) => {
      gone = photos.find((photo) => photo.id === photoId);
      if (!gone) throw new HttpError(404, albumMessages.photoNotFound);
      if (photos.length <= album.minPhotos) throw conflict(messages.media.galleryMainImage);
      return photos.filter((photo) => photo !== gone);
    });
    invalidate(app, def.name);
    // The file goes unless the album still shows it elsewhere (a thumbnail of the same upload).
    if (gone && !Object.values(saved).includes(gone.image)) await media.remove(gone.image);
    return { message: albumMessages.removed, data: saved };
  });
}

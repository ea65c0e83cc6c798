import type { AuditAction } from '@teater/contract';
import {
  ALBUM_MAX_PHOTOS,
  ALBUM_UPLOAD_FIELD,
  type AlbumPhoto,
  albumMessages,
  albumOrderBody,
  mediaMessages,
  recordSchema,
  savedAnswer,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAccess } from '../../accounts/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { audit } from '../../core/audit/record.js';
import { badRequest, conflict, HttpError, notFound, parseId, parseOrThrow } from '../../core/http-error.js';
import { UPLOAD_LIMIT } from '../../core/rate-limits.js';
import { readMultipart } from '../../media/index.js';
import { invalidate } from '../cache.js';
import type { Row, ServerResource } from '../define.js';
import { appended, photosOf, reordered } from './album-list.js';

/** One album resource whose photos are managed one by one. */
export interface PhotoAlbum {
  resource: ServerResource;
  /** the jsonb column holding the photos in order */
  list: string;
  /** an album keeps at least this many photos (the gallery its main image) */
  minPhotos: number;
  /** the spec's single fields that follow the list (gambarGaleri = the first photo, …) */
  follow(photos: AlbumPhoto[]): Record<string, unknown>;
}

/** One change of an album's photos, by the request's caller, recorded as `action` in the audit log. */
type Change = (
  request: FastifyRequest,
  action: AuditAction,
  next: (photos: AlbumPhoto[]) => AlbumPhoto[],
) => Promise<Row>;
interface Handlers {
  app: FastifyInstance;
  album: PhotoAlbum;
  change: Change;
}

const albumId = (request: FastifyRequest) => parseId((request.params as { id: string }).id);
const noFile = () => badRequest(mediaMessages.required, { [ALBUM_UPLOAD_FIELD]: mediaMessages.required });

/** POST {path}/{id}/photos: every file sent joins the end of the album, in the order sent. */
const addPhotos =
  ({ app, album, change }: Handlers) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const { table, def } = album.resource;
    const id = albumId(request);
    const [exists] = await app.db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
    if (!exists) throw notFound();
    if (!request.isMultipart()) throw noFile();
    const visibility = def.exclusive ? 'exclusive' : 'public';
    const parts = await readMultipart(request, app.media, { [ALBUM_UPLOAD_FIELD]: 'image' }, visibility);
    const images = parts.files[ALBUM_UPLOAD_FIELD] ?? [];
    try {
      if (images.length === 0) throw noFile();
      const saved = await change(request, 'upload', (photos) => {
        if (photos.length + images.length > ALBUM_MAX_PHOTOS) throw conflict(albumMessages.full);
        return appended(photos, images);
      });
      return reply.status(201).send({ message: albumMessages.added, data: saved });
    } catch (error) {
      await Promise.all(parts.stored.map((url) => app.media.remove(url)));
      throw error;
    }
  };

/** PUT {path}/{id}/photos/order: { order: [every photo id, in the new order] }. */
const orderPhotos =
  ({ change }: Handlers) =>
  async (request: FastifyRequest) => {
    const { order } = parseOrThrow(albumOrderBody, request.body ?? {});
    const saved = await change(request, 'reorder', (photos) => {
      const next = reordered(photos, order);
      if (!next) throw badRequest(albumMessages.orderMismatch, { order: albumMessages.orderMismatch });
      return next;
    });
    return { message: albumMessages.reordered, data: saved };
  };

/** DELETE {path}/{id}/photos/{photoId}: the photo leaves the album and its file goes. */
const removePhoto =
  ({ app, album, change }: Handlers) =>
  async (request: FastifyRequest) => {
    const photoId = parseId((request.params as { photoId: string }).photoId);
    let gone: AlbumPhoto | undefined;
    const saved = await change(request, 'update', (photos) => {
      gone = photos.find((photo) => photo.id === photoId);
      if (!gone) throw new HttpError(404, albumMessages.photoNotFound);
      if (photos.length <= album.minPhotos) throw conflict(mediaMessages.galleryMainImage);
      return photos.filter((photo) => photo !== gone);
    });
    // The file goes unless the album still shows it elsewhere (a thumbnail of the same upload).
    if (gone && !Object.values(saved).includes(gone.image)) await app.media.remove(gone.image);
    return { message: albumMessages.removed, data: saved };
  };

/**
 * The photo calls of one album resource (decision 020). Each change locks the album's row, so
 * uploads sent side by side all land, and drops the album's cached reads.
 */
export function registerAlbumPhotos(app: FastifyInstance, album: PhotoAlbum) {
  const { def, table, outputExtras } = album.resource;
  const change: Change = async (request, action, next) => {
    const id = albumId(request);
    const saved = await app.db.transaction(async (tx) => {
      const [row] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
      if (!row) throw notFound();
      const photos = next(photosOf(row, album.list));
      const [updated] = (await tx
        .update(table)
        .set({ [album.list]: photos, ...album.follow(photos), updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning()) as Row[];
      await audit(tx, request, { resource: def.name, id, action, before: row, after: updated });
      return updated as Row;
    });
    invalidate(app, def.name);
    return saved;
  };
  const handlers = { app, album, change };
  const saved = savedAnswer(recordSchema(def.fields, outputExtras));
  const refusals = [...refusalsOf(def.access.write), 400, 404, 409, 413, 415] as const;
  const write = { preHandler: requireAccess(def.access.write) };
  const base = `${def.path}/:id/photos`;
  app.post(
    base,
    // one request per photo: an album's worth of them fits in the upload limit's window
    {
      ...write,
      config: { rateLimit: { ...UPLOAD_LIMIT, max: ALBUM_MAX_PHOTOS } },
      schema: { response: answers({ 201: saved }, refusals) },
    },
    addPhotos(handlers),
  );
  app.put(
    `${base}/order`,
    { ...write, schema: { response: answers({ 200: saved }, refusals) } },
    orderPhotos(handlers),
  );
  app.delete(
    `${base}/:photoId`,
    { ...write, schema: { response: answers({ 200: saved }, refusals) } },
    removePhoto(handlers),
  );
}

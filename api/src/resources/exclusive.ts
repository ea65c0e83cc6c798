import * as c from '@teater/contract';
import { z } from 'zod';
import * as schema from '../db/schema.js';
import { type ApiResource, apiResource, type ContentTable, type Row } from './define.js';

/** One image of an exclusive album, as the album grid reads it. */
export interface AlbumImage {
  id: number;
  image: string;
}

const albumImagesOf = (row: Row): AlbumImage[] =>
  Array.isArray(row.tempSubsgaleri) ? (row.tempSubsgaleri as AlbumImage[]) : [];

/**
 * An album's files arrive as `thumbnail`, repeated. The first becomes the thumbnail and every file
 * is listed in tempSubsgaleri. New files replace the whole album (the old images are deleted by the
 * factory through filesOf), sending thumbnail empty clears it, and no files keeps what is there.
 */
export const subsgaleriResource = apiResource({
  def: c.subsgaleri,
  table: schema.subsgaleri as unknown as ContentTable,
  outputExtras: { tempSubsgaleri: z.array(z.object({ id: z.number().int(), image: z.string() })) },
  beforeSave(values, { files }) {
    const uploaded = files[c.inputNameOf('thumbnail', c.subsgaleri.fields.thumbnail)] ?? [];
    if (uploaded.length > 0) {
      values.thumbnail = uploaded[0];
      values.tempSubsgaleri = uploaded.map((image, i) => ({ id: i + 1, image }));
    } else if (values.thumbnail === null) {
      values.tempSubsgaleri = [];
    }
  },
  filesOf: (row) => albumImagesOf(row).map((one) => one.image),
});

/** Exclusive videos, scripts and albums: read by active subscribers and admins, files kept apart. */
export const exclusiveResources: ApiResource[] = [
  apiResource({ def: c.subsvideos, table: schema.subsvideos as unknown as ContentTable }),
  apiResource({ def: c.subsnaskahs, table: schema.subsnaskahs as unknown as ContentTable }),
  subsgaleriResource,
];

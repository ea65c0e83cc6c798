import * as c from '@teater/contract';
import { z } from 'zod';
import type { Row, ServerExtras } from './define.js';

/** One image of an exclusive album, as the album grid reads it. */
export interface AlbumImage {
  id: number;
  image: string;
}

const albumImagesOf = (row: Row): AlbumImage[] =>
  Array.isArray(row.tempSubsgaleri) ? (row.tempSubsgaleri as AlbumImage[]) : [];

/**
 * Exclusive albums (subsgaleri). An album's files arrive as `thumbnail`, repeated. The first becomes the thumbnail and every file
 * is listed in tempSubsgaleri. New files replace the whole album (the old images are deleted by the
 * factory through filesOf), sending thumbnail empty clears it, and no files keeps what is there.
 */
export const albumExtras: ServerExtras = {
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
};

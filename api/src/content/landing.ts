import * as c from '@teater/contract';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../core/db/client.js';
import { badRequest, conflict } from '../core/http-error.js';
import type { Row, SaveContext, ServerExtras } from './define.js';
import * as schema from './schema.js';

/**
 * A landing image set's URLs come from POST /image and belong to the set alone: a replaced or
 * deleted set removes its pictures (the factory only knows uploaded file fields).
 */
const imageUrlsOf =
  (...names: string[]) =>
  (row: Row) =>
    names.map((n) => row[n]).filter((v): v is string => typeof v === 'string' && v !== '');

/** Keys are fixed identifiers (teater1, galeriteater1): one set per key. */
const uniqueKey =
  (t: typeof schema.landingpageimages | typeof schema.lpgaleris) =>
  async (values: Record<string, unknown>, ctx: SaveContext) => {
    if (ctx.existing || typeof values.key !== 'string') return;
    const [taken] = await ctx.db.select({ id: t.id }).from(t).where(eq(t.key, values.key)).limit(1);
    if (taken) throw conflict(c.landingMessages.keyTaken, { key: c.landingMessages.keyTaken });
  };

interface Member {
  id: number;
  nama: string;
  photo: string | null;
}

async function membersById(db: Db, ids: number[]): Promise<Map<number, Member>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: schema.profilanggotas.id, nama: schema.profilanggotas.nama, photo: schema.profilanggotas.photo })
    .from(schema.profilanggotas)
    .where(inArray(schema.profilanggotas.id, ids));
  return new Map(rows.map((m) => [m.id, m]));
}

/** A featured member answers with the member's name and photo, so the landing page needs one call. */
const withMember = (row: Row, members: Map<number, Member>) => {
  const member = members.get(Number(row.id_anggota));
  return { ...row, nama: member?.nama ?? null, photo: member?.photo ?? null };
};

const byOrder = (a: Row, b: Row) => Number(a.urutan ?? 0) - Number(b.urutan ?? 0) || a.id - b.id;

/** The landing page's resources with behaviour of their own (the sections and testimonials have none). */
export const landingExtras = {
  landingpageimages: {
    beforeSave: uniqueKey(schema.landingpageimages),
    filesOf: imageUrlsOf('photocaroselsatu', 'photocaroseldua', 'photocaroseltiga'),
  },
  lpgaleris: {
    beforeSave: uniqueKey(schema.lpgaleris),
    filesOf: imageUrlsOf('photogalerilsatu', 'photogaleridua', 'photogaleritiga'),
  },
  lpanggotautamas: {
    readsFrom: [c.profilanggotas.name],
    outputExtras: { nama: z.string().nullable(), photo: z.string().nullable() },
    async beforeSave(values, { db }) {
      if (values.id_anggota === undefined) return;
      const found = await membersById(db, [Number(values.id_anggota)]);
      if (found.size === 0)
        throw badRequest(c.landingMessages.memberMissing, { id_anggota: c.landingMessages.memberMissing });
    },
    async toOutput(row, db) {
      return withMember(row, await membersById(db, [Number(row.id_anggota)]));
    },
    async toListOutput(rows, db) {
      const members = await membersById(db, [...new Set(rows.map((r) => Number(r.id_anggota)))]);
      return [...rows].sort(byOrder).map((row) => withMember(row, members));
    },
  },
  ipvideos: {
    beforeSave(values, { existing }) {
      // A new row without either video would be an empty entry on the landing page.
      if (!existing && !values.video1 && !values.video2) {
        throw badRequest(c.mediaMessages.required, { file1: c.mediaMessages.required });
      }
    },
  },
} satisfies Record<string, ServerExtras>;

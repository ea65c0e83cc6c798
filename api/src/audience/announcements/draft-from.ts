import {
  type AnnouncementSource,
  audienceMessages,
  formatDateTime,
  hrefOf,
  type ResourceDef,
  resources,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentTableOf } from '../../content/index.js';
import { announcements } from '../../content/schema.js';
import { audit } from '../../core/audit/record.js';
import { badRequest, notFound } from '../../core/http-error.js';
import { copyStoredImage } from './copy-image.js';

type Source = Record<string, unknown> & { id: number };
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The public page of a record: its resource's first route with an id that is not an admin screen. */
function pageOf(def: ResourceDef, id: number): string | null {
  const route = Object.entries(def.routes ?? {}).find(
    ([name, pattern]) => !name.startsWith('admin') && pattern.includes(':id'),
  );
  return route ? hrefOf(route[1], id) : null;
}

/** What a news item, program or show says, in an announcement's words. */
function contentOf(row: Source) {
  const title = text(row.title) ?? text(row.nama_pertujukan) ?? '';
  const when = row.tanggal_pertujukan instanceof Date ? `${formatDateTime(row.tanggal_pertujukan)} WIB` : null;
  const where = [text(row.tempat_pertujukan), when].filter(Boolean).join(', ');
  const body = [text(row.summary) ?? text(row.sinopsis), where].filter(Boolean).join('\n\n') || title;
  const picture = [row.photo_thumbnail_url, row.photo_url, row.poster]
    .map((value) => text(value)?.split(',')[0]?.trim())
    .find(Boolean);
  return { title: title.slice(0, 150), body: body.slice(0, 5000), picture };
}

const definitionOf = (source: AnnouncementSource) => Object.values(resources).find((def) => def.name === source);

/**
 * A draft announcement made from a news item, a program or a show: its title, summary, picture
 * (a copy the announcement owns) and a link to its page. The admin then edits, tests and sends it.
 */
export async function draftFrom(app: FastifyInstance, request: FastifyRequest, source: AnnouncementSource, id: number) {
  const def = definitionOf(source);
  if (!def) throw badRequest(audienceMessages.unknownSource);
  const table = contentTableOf(def);
  const [row] = (await app.db.select().from(table).where(eq(table.id, id)).limit(1)) as Source[];
  if (!row) throw notFound();
  const { title, body, picture } = contentOf(row);
  const page = pageOf(def, id);
  const copied = await copyStoredImage(app.media, picture);
  try {
    return await app.db.transaction(async (tx) => {
      const [after] = await tx
        .insert(announcements)
        .values({ title, body, picture: copied, link: page ? `${app.mail.site.url}${page}` : null, audience: 'all' })
        .returning();
      if (!after) throw notFound();
      await audit(tx, request, {
        resource: 'announcements',
        id: after.id,
        action: 'create',
        after,
        summary: `${def.label} #${id}`,
      });
      return after;
    });
  } catch (error) {
    await app.media.remove(copied);
    throw error;
  }
}

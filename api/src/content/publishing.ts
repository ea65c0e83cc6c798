import { isAdminRole, isPublished } from '@teater/contract';
import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidate } from './cache.js';
import type { ContentTable, Row, ServerResource } from './define.js';

/** Admins see drafts and scheduled items (that is their preview); everyone else sees what is out. */
export const seesUnpublished = (request: FastifyRequest) => isAdminRole(request.user?.role ?? '');

/** The columns publishingFields add to a table. */
const columnsOf = (table: ContentTable) => table as ContentTable & { draft: PgColumn; published_at: PgColumn };

/** The items the public sees now: not drafts, and their time has come. */
export function publishedNow(table: ContentTable): SQL {
  const { draft, published_at } = columnsOf(table);
  return and(eq(draft, false), or(isNull(published_at), lte(published_at, sql`now()`))) as SQL;
}

export const isPublishedRow = (row: Row) =>
  isPublished({ draft: row.draft as boolean | null, published_at: row.published_at as Date | null });

/**
 * A scheduled item comes out without a write, so nothing would drop the cached public reads that
 * leave it out: every PUBLISH_CHECK_SECONDS, the resources with an item whose time came since the last look
 * are invalidated (their lists, details, pages and the sitemap).
 */
export function publishScheduledItems(app: FastifyInstance, resources: readonly ServerResource[]) {
  const publishing = resources.filter((r) => r.def.publishing);
  let since = new Date();
  const check = async () => {
    const until = new Date();
    for (const { def, table } of publishing) {
      const { draft, published_at } = columnsOf(table);
      const [due] = await app.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(draft, false), gt(published_at, since), lte(published_at, until)))
        .limit(1);
      if (due) invalidate(app, def.name);
    }
    since = until;
  };
  const timer = setInterval(() => {
    check().catch((error) => app.log.error({ err: error }, 'scheduled publishing check failed'));
  }, app.config.PUBLISH_CHECK_SECONDS * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return check;
}

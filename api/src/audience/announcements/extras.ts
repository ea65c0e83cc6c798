import { announcementAnswerExtras, audienceMessages } from '@teater/contract';
import type { Row, ServerExtras } from '../../content/index.js';
import type { announcements } from '../../content/schema.js';
import type { Db } from '../../core/db/client.js';
import { conflict } from '../../core/http-error.js';
import { statsOf } from './stats.js';

type Announcement = typeof announcements.$inferSelect;

/** A test send to oneself after the last change: the announcement may go out. */
export const isTested = (row: Pick<Announcement, 'test_sent_at' | 'updatedAt'>) =>
  row.test_sent_at !== null && row.test_sent_at.getTime() >= row.updatedAt.getTime();

async function withStats(rows: Row[], db: Db) {
  const list = rows as unknown as Announcement[];
  const stats = await statsOf(db, list);
  return list.map((row) => ({ ...row, stats: stats.get(row.id), tested: isTested(row) }));
}

/**
 * Announcements beyond their fields: a sent one never changes (its mails render its content when
 * they go, and the admin sees what members got), and its answers carry where its mails stand.
 */
export const announcementExtras: ServerExtras = {
  async afterSave(_tx, row) {
    // inside the write's transaction, on the row it locked: a send that came first wins
    if (row.status !== 'draft') throw conflict(audienceMessages.alreadySent);
  },
  outputExtras: announcementAnswerExtras,
  toOutput: async (row, db) => (await withStats([row], db))[0],
  toListOutput: withStats,
};

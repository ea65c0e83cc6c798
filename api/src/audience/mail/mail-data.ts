import { eq } from 'drizzle-orm';
import { announcements } from '../../content/schema.js';
import type { Db } from '../../core/db/client.js';

export type MailData = Record<string, unknown>;

/** What an announcement mail shows; the same for every recipient, so kept once (in its row). */
type Content = Pick<typeof announcements.$inferSelect, 'title' | 'body' | 'picture' | 'link'>;

// A sent announcement never changes (its writes are refused once it is sent), so its content can
// be kept for the many mails that show it; a few at a time, per database.
const kept = new WeakMap<Db, Map<number, Content>>();
const KEPT = 16;

async function contentOf(db: Db, id: number): Promise<Content | undefined> {
  let contents = kept.get(db);
  if (!contents) {
    contents = new Map();
    kept.set(db, contents);
  }
  const known = contents.get(id);
  if (known) return known;
  const [row] = await db
    .select({
      title: announcements.title,
      body: announcements.body,
      picture: announcements.picture,
      link: announcements.link,
      status: announcements.status,
    })
    .from(announcements)
    .where(eq(announcements.id, id))
    .limit(1);
  if (!row) return undefined;
  const { status, ...content } = row;
  if (status !== 'draft') {
    if (contents.size >= KEPT) contents.delete(contents.keys().next().value as number);
    contents.set(id, content);
  }
  return content;
}

/**
 * The data a mail's template renders: its row's, and for an announcement the announcement's text
 * and picture, which 20,000 rows refer to by id rather than each carrying a copy.
 */
export async function mailDataOf(db: Db, row: { kind: string; data: MailData }): Promise<MailData> {
  const id = row.data.announcement;
  if (row.kind !== 'announcement' || typeof id !== 'number') return row.data;
  const content = await contentOf(db, id);
  if (!content) throw new Error(`announcement ${id} is gone`);
  return { ...row.data, ...content };
}

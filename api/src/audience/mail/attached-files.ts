import type { MailKind } from '@teater/contract';
import type { MailSite } from './layout.js';
import type { Attachment } from './transport.js';

/** Draws the files a mail of one kind carries, from its outbox data (a gift's receipt as a PDF). */
export type MailFiles = (data: Record<string, unknown>, site: MailSite) => Promise<Attachment[]>;

const filesByKind = new Map<MailKind, MailFiles>();

/**
 * The files of a kind of mail, told by the capability that writes it (donations: the receipt's
 * PDF), as the server is put together (api-routes.ts): the mail worker knows nothing of gifts.
 */
export function defineMailFiles(kind: MailKind, files: MailFiles) {
  filesByKind.set(kind, files);
}

/** The files a mail carries beyond its inline pictures, drawn when it is sent. */
export async function attachedFilesOf(kind: MailKind, data: Record<string, unknown>, site: MailSite) {
  return (await filesByKind.get(kind)?.(data, site)) ?? [];
}

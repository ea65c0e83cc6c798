import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The e2e server writes every mail it sends as an .eml file in its data folder (no SMTP configured). */
export const outbox = path.resolve(
  process.env.E2E_DATA_DIR ?? `.test-data/e2e-${process.env.E2E_PORT ?? 4173}`,
  'outbox',
);

/**
 * The mails of one kind (`welcome`, `breach-notice`, …) sent to `email`, oldest first, parsed;
 * `folders`: the outboxes to read (each server process of a test writes its own).
 */
export async function mailsTo(email: string, kind: string, folders = [outbox]): Promise<ParsedMail[]> {
  const files = folders
    .filter((folder) => fs.existsSync(folder))
    .flatMap((folder) => fs.readdirSync(folder).map((name) => ({ folder, name })))
    .filter(({ name }) => name.endsWith(`-${kind}.eml`))
    .sort((a, b) => Number.parseInt(a.name, 10) - Number.parseInt(b.name, 10));
  const mails = await Promise.all(
    files.map(({ folder, name }) => simpleParser(fs.readFileSync(path.join(folder, name)))),
  );
  return mails.filter((mail) => JSON.stringify(mail.to ?? '').includes(email));
}

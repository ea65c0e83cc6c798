import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The e2e server writes every mail it sends as an .eml file in its data folder (no SMTP configured). */
export const outbox = path.resolve(
  process.env.E2E_DATA_DIR ?? `.test-data/e2e-${process.env.E2E_PORT ?? 4173}`,
  'outbox',
);

/** The mails of one kind (`welcome`, `breach-notice`, …) sent to `email`, oldest first, parsed. */
export async function mailsTo(email: string, kind: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(outbox)) return [];
  const names = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(`-${kind}.eml`))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  const mails = await Promise.all(names.map((name) => simpleParser(fs.readFileSync(path.join(outbox, name)))));
  return mails.filter((mail) => JSON.stringify(mail.to ?? '').includes(email));
}

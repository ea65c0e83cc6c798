import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Message {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: Attachment[];
  headers?: Record<string, string>;
  /** `<id@domain>`: the same for every attempt at one outbox row (message-id.ts) */
  messageId?: string;
}

/**
 * A picture the mail shows inline, referred to from its HTML as `cid:{cid}`, or (no cid) a file
 * attached to it: a donation's receipt.
 */
export interface Attachment {
  filename: string;
  cid?: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  /** where mails go, for the log */
  describe: string;
  send(message: Message, name: string): Promise<void>;
  close(): void;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each mail is written as an `.eml` file in
 * `DATA_DIR/outbox`, so a demo shows every mail with no configuration (admins list them too).
 */
export function mailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  if (options.smtpUrl) {
    // pooled: an announcement's thousands of mails reuse a few connections instead of one each
    const smtp: Transporter = nodemailer.createTransport({ url: options.smtpUrl, pool: true });
    return {
      describe: 'SMTP',
      async send(message) {
        await smtp.sendMail(message);
      },
      close: () => smtp.close(),
    };
  }
  const folder = path.join(options.dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    describe: folder,
    async send(message, name) {
      const info = await composer.sendMail(message);
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, `${name}.eml`), info.message as Buffer);
    },
    close: () => composer.close(),
  };
}

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives, parsed. */
export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** when set, awaited before each mail is accepted (the sender waits for its answer meanwhile) */
  beforeAccept?: (mail: ParsedMail) => Promise<void>;
  /** the mails to one address */
  to(address: string): ParsedMail[];
  /** resolves once `count` mails in all have arrived */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  // the server answers through it; set once the port is known
  let self: TestSmtp | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          await self?.beforeAccept?.(mail);
          received.push(mail);
        })
        .then(
          () => done(),
          (error) => done(error as Error),
        );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const addressOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));
  self = {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    to: (email) => received.filter((mail) => addressOf(mail).includes(email)),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return self;
}

/**
 * A mail's Message-ID: the outbox row's own (drawn once when it was queued) at the sender's
 * domain, as mail programs expect. Every attempt at one row carries the same one, so when a mail is
 * sent again because its acceptance was never recorded (a crash in between), the receiver sees a
 * copy of the same mail, which mail programs drop or fold together, never a second mail.
 */
export function messageIdOf(rowMessageId: string, domain: string): string {
  return `<${rowMessageId}@${domain}>`;
}

/** The domain Message-IDs end in: the sender's (`"Teater Satu" <kabar@teater.id>`), else the site's host. */
export function messageIdDomain(from: string, siteUrl: string): string {
  const sender = /@([^\s<>@"]+)>?\s*$/.exec(from)?.[1];
  return sender ?? new URL(siteUrl).hostname;
}

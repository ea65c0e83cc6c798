import { campaignThanksBody, donationMessages as m } from '@teater/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { parseId, parseOrThrow } from '../core/http-error.js';
import { enqueueMail } from '../core/mail-outbox/outbox.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { campaignOrThrow } from './campaigns.js';
import { donations } from './schema.js';

const sentAnswer = z.object({ message: z.string(), data: z.object({ queued: z.number().int() }) });

/**
 * The admin's thank-you note to a campaign's donors who ticked "kabar kampanye" on a paid gift.
 * One note per donor and campaign: the mail's key is the campaign and the address, so a second
 * send (a double click, another admin) reaches only donors who gave and agreed since.
 */
export function thanksRoutes(app: FastifyInstance) {
  app.post(
    '/kampanyes/:id/thanks',
    {
      preHandler: requireAccess('admin'),
      schema: {
        params: z.object({ id: z.string() }),
        response: answers({ 200: sentAnswer }, [...refusalsOf('admin'), 400, 404]),
      },
    },
    async (request) => {
      const campaign = await campaignOrThrow(app.db, parseId((request.params as { id: string }).id));
      const note = parseOrThrow(campaignThanksBody, request.body ?? {});
      const queued = await app.db.transaction(async (tx) => {
        // a refunded gift's donor is not thanked for it; an erased donor has no address left
        const gifts = await tx
          .select({ email: donations.donor_email, name: donations.donor_name })
          .from(donations)
          .where(
            and(
              eq(donations.campaign_id, campaign.id),
              eq(donations.status, 'paid'),
              eq(donations.may_mail, true),
              isNotNull(donations.donor_email),
            ),
          );
        const keyOf = (email: string) => `donation-thanks:${campaign.id}:${email.toLowerCase()}`;
        // one note per address, however many gifts (and however its letters were cased)
        const donors = [...new Map(gifts.map((gift) => [keyOf(gift.email ?? ''), gift])).values()];
        const keys = donors.map((donor) => keyOf(donor.email ?? ''));
        const known = keys.length
          ? new Set(
              (
                await tx
                  .select({ key: mailOutbox.dedupe_key })
                  .from(mailOutbox)
                  .where(inArray(mailOutbox.dedupe_key, keys))
              ).map((row) => row.key),
            )
          : new Set<string>();
        const fresh = donors.filter((donor) => !known.has(keyOf(donor.email ?? '')));
        for (const donor of fresh) {
          await enqueueMail(tx, {
            key: keyOf(donor.email ?? ''),
            kind: 'donation-thanks',
            to: donor.email ?? '',
            data: { name: donor.name ?? '', campaign: campaign.judul, subject: note.subject, message: note.message },
          });
        }
        await audit(tx, request, {
          resource: 'kampanyes',
          id: campaign.id,
          action: 'send',
          after: { subject: note.subject, message: note.message, recipients: fresh.length },
        });
        return fresh.length;
      });
      return { message: m.thanksSent(queued), data: { queued } };
    },
  );
}

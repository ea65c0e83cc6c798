import { normalizeWhatsAppNumber, type WhatsAppSetting } from '@teater/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../accounts/index.js';
import { changeConsent } from '../../accounts/index.js';
import { consents } from '../../accounts/schema.js';
import { audit } from '../../core/audit/record.js';
import type { Db } from '../../core/db/client.js';
import { badRequest } from '../../core/http-error.js';
import { whatsappNumbers } from '../schema.js';

/** A member's WhatsApp number and whether their notifications also go there. */
export async function whatsappSettingOf(db: Db, userId: number): Promise<WhatsAppSetting> {
  const [[number], [consent]] = await Promise.all([
    db.select().from(whatsappNumbers).where(eq(whatsappNumbers.user_id, userId)).limit(1),
    db
      .select({ granted: consents.granted })
      .from(consents)
      .where(and(eq(consents.user_id, userId), eq(consents.kind, 'whatsapp')))
      .orderBy(desc(consents.id))
      .limit(1),
  ]);
  return { number: number?.number ?? null, granted: Boolean(number && consent?.granted) };
}

/**
 * Opts in with a number (or changes it), or opts out: the consent is a record of its own
 * (kind `whatsapp`, audited when it changes), and the number is kept only while the answer is yes.
 * A new number under a standing yes is audited as a change of the account.
 */
export async function changeWhatsApp(
  db: Db,
  request: FastifyRequest,
  user: SessionUser,
  change: { granted: boolean; number?: string | undefined },
) {
  const number = change.granted ? normalizeWhatsAppNumber(change.number ?? '') : null;
  if (change.granted && !number) throw badRequest();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(whatsappNumbers).where(eq(whatsappNumbers.user_id, user.id)).for('update');
    if (number && number !== before?.number) {
      await tx
        .insert(whatsappNumbers)
        .values({ user_id: user.id, number })
        .onConflictDoUpdate({ target: whatsappNumbers.user_id, set: { number, updatedAt: new Date() } });
    } else if (!number && before) {
      await tx.delete(whatsappNumbers).where(eq(whatsappNumbers.user_id, user.id));
    }
    const changed = await changeConsent(tx, request, {
      user,
      kind: 'whatsapp',
      granted: change.granted,
      source: 'account',
    });
    if (!changed && (before?.number ?? null) !== number) {
      await audit(tx, request, {
        resource: 'users',
        id: user.id,
        action: 'update',
        before: { whatsapp: before?.number ?? null },
        after: { whatsapp: number },
        summary: user.email,
      });
    }
  });
}

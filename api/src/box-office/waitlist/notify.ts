import { eq } from 'drizzle-orm';
import { mailAndWhatsApp } from '../../audience/index.js';
import { tikets } from '../../content/schema.js';
import type { Tx } from '../../core/db/client.js';
import { ticketCategories } from '../schema.js';

interface Offer {
  id: number;
  id_tiket: number;
  id_kategori: number;
  id_user: number;
  buyer_name: string;
  buyer_email: string;
  quantity: number;
  offer_expires_at: Date;
}

/**
 * Tells a member their waiting is over: seats are held for them until the offer's time, behind
 * the link in the message. The one place an offer is announced, in the transaction that made it
 * (keyed by the entry: an entry is offered once), by mail and, when the member opted in, WhatsApp.
 */
export async function notifyOffer(tx: Tx, offer: Offer) {
  const [names] = await tx
    .select({ show: tikets.nama_pertujukan, at: tikets.tanggal_pertujukan, category: ticketCategories.name })
    .from(ticketCategories)
    .innerJoin(tikets, eq(tikets.id, ticketCategories.id_tiket))
    .where(eq(ticketCategories.id, offer.id_kategori));
  await mailAndWhatsApp(
    tx,
    {
      key: `waitlist-offer:${offer.id}`,
      kind: 'waitlist-offer',
      to: offer.buyer_email,
      data: {
        name: offer.buyer_name,
        entry: offer.id,
        count: offer.quantity,
        show: names?.show ?? '',
        at: names?.at.toISOString() ?? null,
        category: names?.category ?? '',
        until: offer.offer_expires_at.toISOString(),
      },
    },
    offer.id_user,
  );
}

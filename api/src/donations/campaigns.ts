import { type CampaignProgress, donationMessages as m, suggestedAmountsOf } from '@teater/contract';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Row, SaveContext, ServerExtras } from '../content/index.js';
import { kampanyes } from '../content/schema.js';
import type { DbOrTx } from '../core/db/client.js';
import { badRequest, conflict, notFound } from '../core/http-error.js';
import { donations } from './schema.js';

type Campaign = typeof kampanyes.$inferSelect;
const DAY_MS = 86_400_000;
/** How many gifts the wall shows, newest first. */
const WALL_SIZE = 50;

const isOpen = (campaign: Campaign, now: Date) =>
  campaign.mulai.getTime() <= now.getTime() && now.getTime() < campaign.selesai.getTime();

/** The campaign a gift is for: it must exist and be running now. */
export async function campaignOpenOrThrow(db: DbOrTx, id: number, now: Date = new Date()) {
  const [campaign] = await db.select().from(kampanyes).where(eq(kampanyes.id, id)).limit(1);
  if (!campaign) throw notFound(m.campaignNotFound);
  if (!isOpen(campaign, now)) throw conflict(m.campaignClosed);
  return campaign;
}

/**
 * What a campaign's page shows: gross given (fees never taken off; a refunded gift no longer
 * counts), the number of donors, days left and the wall, where only gifts whose donor agreed
 * appear, an anonymous one without a name.
 */
export async function progressOf(db: DbOrTx, campaign: Campaign, now: Date = new Date()): Promise<CampaignProgress> {
  const paid = and(eq(donations.campaign_id, campaign.id), eq(donations.status, 'paid'));
  // a donor is an account, else an e-mail address, else (erased) the gift itself
  const donorKey = sql`coalesce('u' || ${donations.id_user}, lower(${donations.donor_email}), 'g' || ${donations.id})`;
  const [[totals], wall] = await Promise.all([
    db
      .select({
        given: sql<number>`coalesce(sum(${donations.amount}), 0)::bigint`,
        donors: sql<number>`count(distinct ${donorKey})::int`,
      })
      .from(donations)
      .where(paid),
    db
      .select()
      .from(donations)
      .where(and(paid, eq(donations.on_wall, true)))
      .orderBy(desc(donations.paidAt), desc(donations.id))
      .limit(WALL_SIZE),
  ]);
  return {
    id: campaign.id,
    judul: campaign.judul,
    target: campaign.target,
    mulai: campaign.mulai.toISOString(),
    selesai: campaign.selesai.toISOString(),
    suggested: suggestedAmountsOf(campaign.nominal_saran),
    given: Number(totals?.given ?? 0),
    donors: totals?.donors ?? 0,
    days_left: Math.max(0, Math.ceil((campaign.selesai.getTime() - now.getTime()) / DAY_MS)),
    open: isOpen(campaign, now),
    wall: wall.map((gift) => ({
      name: gift.anonymous ? null : gift.donor_name,
      amount: gift.amount,
      message: gift.message,
      at: (gift.paidAt ?? gift.createdAt).toISOString(),
    })),
  };
}

/** A campaign by id (404 when there is none). */
export async function campaignOrThrow(db: DbOrTx, id: number) {
  const [campaign] = await db.select().from(kampanyes).where(eq(kampanyes.id, id)).limit(1);
  if (!campaign) throw notFound(m.campaignNotFound);
  return campaign;
}

/** The campaign the donation page shows: the one running now that began last, if any. */
export async function currentCampaign(db: DbOrTx, now: Date = new Date()) {
  const [campaign] = await db
    .select()
    .from(kampanyes)
    .where(and(lte(kampanyes.mulai, now), gt(kampanyes.selesai, now)))
    .orderBy(desc(kampanyes.mulai), desc(kampanyes.id))
    .limit(1);
  return campaign;
}

const timeOf = (value: unknown) => (value ? new Date(String(value)).getTime() : null);

/** A campaign does not end before it starts (with the stored one for a patch). */
function checkWindow(values: Record<string, unknown>, existing?: Row) {
  const from = timeOf(values.mulai === undefined ? existing?.mulai : values.mulai);
  const until = timeOf(values.selesai === undefined ? existing?.selesai : values.selesai);
  if (from !== null && until !== null && until < from) throw badRequest(m.windowInvalid, { selesai: m.windowInvalid });
}

/** Campaigns (/kampanyes): the generic routes, with the rule across their dates. */
export const campaignExtras: ServerExtras = {
  beforeSave(values: Record<string, unknown>, ctx: SaveContext) {
    checkWindow(values, ctx.existing);
  },
};

import { type CampaignDaily, campaignDailySchema, dataAnswer } from '@teater/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import type { Db } from '../core/db/client.js';
import { parseId } from '../core/http-error.js';
import { campaignOrThrow } from './campaigns.js';
import { donations } from './schema.js';

// Days as the company lives them: a gift at 23:30 WIB belongs to that evening, not the next UTC day.
const wibDay = sql<string>`to_char(${donations.paidAt} AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD')`;

/** What a campaign was given each day, counted as its progress counts: the paid gifts, gross. */
export async function dailyTotals(db: Db, campaignId: number): Promise<CampaignDaily> {
  const rows = await db
    .select({ day: wibDay, total: sql<string>`sum(${donations.amount})` })
    .from(donations)
    .where(and(eq(donations.campaign_id, campaignId), eq(donations.status, 'paid')))
    .groupBy(wibDay)
    .orderBy(asc(wibDay));
  return { days: rows.map((row) => row.day), values: rows.map((row) => Number(row.total)) };
}

/** Admins: the campaign's totals by day, for the chart on the gifts screen. */
export function dailyRoutes(app: FastifyInstance) {
  app.get(
    '/kampanyes/:id/daily',
    {
      preHandler: requireAccess('admin'),
      schema: {
        params: z.object({ id: z.string() }),
        response: answers({ 200: dataAnswer(campaignDailySchema) }, [...refusalsOf('admin'), 400, 404]),
      },
    },
    async (request, reply) => {
      const campaign = await campaignOrThrow(app.db, parseId((request.params as { id: string }).id));
      reply.header('cache-control', 'private, no-store');
      return { data: await dailyTotals(app.db, campaign.id) };
    },
  );
}

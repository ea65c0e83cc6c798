import { campaignProgressSchema, dataAnswer } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers } from '../core/answers.js';
import { parseId } from '../core/http-error.js';
import { campaignOrThrow, currentCampaign, progressOf } from './campaigns.js';

const idParams = z.object({ id: z.string() });

/**
 * A campaign's progress and wall (its page), and the campaign running now (the donation page).
 * Public, read fresh: a gift just paid shows at the next load.
 */
export function progressRoutes(app: FastifyInstance) {
  app.get(
    '/kampanyes/:id/progress',
    { schema: { params: idParams, response: answers({ 200: dataAnswer(campaignProgressSchema) }, [400, 404]) } },
    async (request, reply) => {
      const campaign = await campaignOrThrow(app.db, parseId((request.params as { id: string }).id));
      reply.header('cache-control', 'no-cache');
      return { data: await progressOf(app.db, campaign) };
    },
  );

  app.get(
    '/donations/current',
    { schema: { response: answers({ 200: dataAnswer(campaignProgressSchema.nullable()) }) } },
    async (_request, reply) => {
      const campaign = await currentCampaign(app.db);
      reply.header('cache-control', 'no-cache');
      return { data: campaign ? await progressOf(app.db, campaign) : null };
    },
  );
}

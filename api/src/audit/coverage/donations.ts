import { eq } from 'drizzle-orm';
import { donations } from '../../donations/schema.js';
import { createCampaign, give, namedGift } from '../../test/donations.js';
import { decide } from '../../test/payments.js';
import type { WriteScenarios } from './types.js';

/** Giving (an admin may give too: then the gift is audited) and an admin's refund of a paid gift. */
export const donationScenarios: WriteScenarios = {
  'POST /api/v1/donations': {
    prepare: async (ctx) => {
      const campaign = await createCampaign(ctx.t);
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.post('/api/v1/donations', namedGift(campaign.id)) };
    },
  },
  'POST /api/v1/donations/{id}/refund': {
    prepare: async (ctx) => {
      const campaign = await createCampaign(ctx.t);
      const anonymous = await ctx.as('anonymous');
      const started = await give(anonymous, namedGift(campaign.id));
      const paid = await decide(anonymous, started.token, 'settlement');
      if (paid.statusCode !== 200) throw new Error(`gift not paid: ${paid.body}`);
      const [gift] = await ctx.t.app.db.select().from(donations).where(eq(donations.order_id, started.order_id));
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.post(`/api/v1/donations/${gift?.id}/refund`, {}) };
    },
  },
};

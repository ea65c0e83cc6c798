import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { donations } from '../../donations/schema.js';
import { createCampaign, give, namedGift } from '../../test/donations.js';
import { decide } from '../../test/payments.js';
import { cardToken } from '../../test/renewals.js';
import type { WriteScenarios } from './types.js';

/** Giving (an admin may give too: then the gift is audited), an admin's refund of a paid gift and thank-you note. */
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
  'POST /api/v1/kampanyes/{id}/thanks': {
    prepare: async (ctx) => {
      const campaign = await createCampaign(ctx.t);
      const anonymous = await ctx.as('anonymous');
      const started = await give(anonymous, { ...namedGift(campaign.id), may_mail: true });
      const paid = await decide(anonymous, started.token, 'settlement');
      if (paid.statusCode !== 200) throw new Error(`gift not paid: ${paid.body}`);
      const admin = await ctx.as('admin');
      const note = { subject: 'Terima kasih', message: 'Lampunya menyala.' };
      return { role: 'admin', send: () => admin.post(`/api/v1/kampanyes/${campaign.id}/thanks`, note) };
    },
  },
  'POST /api/v1/donations/monthly': {
    prepare: async (ctx) => {
      const campaign = await createCampaign(ctx.t);
      const member = await ctx.t.newUser('user');
      const body = { campaign_id: campaign.id, amount: 50_000, method: 'card', token_id: await cardToken(member) };
      return { role: 'user', send: () => member.post('/api/v1/donations/monthly', body) };
    },
  },
  'POST /api/v1/donations/monthly/stop': {
    prepare: async (ctx) => {
      const campaign = await createCampaign(ctx.t);
      const email = `bulanan${ctx.next()}@test.id`;
      const member = await ctx.t.newUser('user', email);
      const body = { campaign_id: campaign.id, amount: 50_000, method: 'card', token_id: await cardToken(member) };
      const started = await member.post('/api/v1/donations/monthly', body);
      if (started.statusCode !== 201) throw new Error(`monthly gift not started: ${started.body}`);
      const [receipt] = await ctx.t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'donation-receipt'), eq(mailOutbox.recipient, email)))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      const token = new URLSearchParams(String(receipt?.data.stop_path).split('?')[1]).get('token');
      const anonymous = await ctx.as('anonymous');
      return { role: 'anonymous', send: () => anonymous.post('/api/v1/donations/monthly/stop', { token }) };
    },
  },
};

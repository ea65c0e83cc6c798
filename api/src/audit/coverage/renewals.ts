import { cardToken, subscribeByCard } from '../../test/renewals.js';
import type { WriteScenarios } from './types.js';

/** Automatic renewal (membership/renewals) and the sandbox's recurring protocol. */
export const renewalScenarios: WriteScenarios = {
  'POST /api/v1/renewals': {
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      const token_id = await cardToken(member);
      return { role: 'user', send: () => member.post('/api/v1/renewals', { method: 'card', token_id }) };
    },
  },
  'POST /api/v1/renewals/mine/stop': {
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      await subscribeByCard(member);
      return { role: 'user', send: () => member.post('/api/v1/renewals/mine/stop') };
    },
  },
  'PUT /api/v1/renewals/mine/method': {
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      await subscribeByCard(member);
      const token_id = await cardToken(member);
      return { role: 'user', send: () => member.put('/api/v1/renewals/mine/method', { method: 'card', token_id }) };
    },
  },
  'POST /api/v1/admin/renewals/{id}/stop': {
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      const plan = await subscribeByCard(member);
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.post(`/api/v1/admin/renewals/${plan.id}/stop`) };
    },
  },
  'PUT /api/v1/admin/renewals/settings': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.put('/api/v1/admin/renewals/settings', { grace_days: 4 }) };
    },
  },
  // the gateway's own books only (the sandbox plays Midtrans): nothing of ours changes
  'POST /api/v1/renewals/gopay-link': {
    changesNothing: true,
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      return { role: 'user', send: () => member.post('/api/v1/renewals/gopay-link', { phone: '081234567890' }) };
    },
  },
  'POST /api/v1/payment/sandbox/v2/token': {
    changesNothing: true,
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      const card = { card_number: '4811111111111114', card_exp_month: '12', card_exp_year: '2031', card_cvv: '123' };
      return { role: 'user', send: () => member.post('/api/v1/payment/sandbox/v2/token', card) };
    },
  },
  'POST /api/v1/payment/sandbox/gopay/{account}': {
    changesNothing: true,
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      const link = await member.post('/api/v1/renewals/gopay-link', { phone: '081234567891' });
      const { account_id } = (link.json() as { data: { account_id: string } }).data;
      return { role: 'user', send: () => member.post(`/api/v1/payment/sandbox/gopay/${account_id}`) };
    },
  },
};

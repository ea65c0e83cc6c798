import type { WriteScenarios } from './types.js';

/** The treasurer's account mapping for the journal export (issue 47). */
export const financeScenarios: WriteScenarios = {
  'PUT /api/v1/finance/accounts': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const body = { accounts: [{ role: 'bank', code: `1-1${ctx.next()}`, name: 'Bank BRI' }] };
      return { role: 'admin', send: () => admin.put('/api/v1/finance/accounts', body) };
    },
  },
};

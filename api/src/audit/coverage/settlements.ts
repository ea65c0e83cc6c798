import { TRANSACTION_REPORT_HEADERS } from '../../payments/index.js';
import { paidOrder } from '../../test/door-fixture.js';
import { reportForm } from '../../test/settlements.js';
import type { WriteScenarios } from './types.js';

/** The WIB day of now, as the settlement calls take a period. */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** An admin's import of a Midtrans report (a line of its own each time), and the status API's check of a paid order. */
export const settlementScenarios: WriteScenarios = {
  'POST /api/v1/settlements/reports': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const line = `TIK-LAPORAN-${ctx.next()},sandbox-1,2026-11-28 10:00:00,,qris,settlement,accept,50000,IDR`;
      const form = reportForm(`${TRANSACTION_REPORT_HEADERS.join(',')}\n${line}\n`);
      return { role: 'admin', send: () => admin.post('/api/v1/settlements/reports', form) };
    },
  },
  'POST /api/v1/settlements/status-check': {
    prepare: async (ctx) => {
      await paidOrder(ctx.t, 1);
      const admin = await ctx.as('admin');
      return {
        role: 'admin',
        send: () => admin.post('/api/v1/settlements/status-check', { from: today(), to: today() }),
      };
    },
  },
};

import {
  openTill,
  saleOf,
  seatedShowWithDoorSeats,
  sell,
  sellingDevice,
  showWithQuota,
} from '../../test/door-sales.js';
import { seatId } from '../../test/seating.js';
import type { CoverageContext, WriteScenarios } from './types.js';

/** A show with a door quota, a selling device and its open till. */
async function openedTill(ctx: CoverageContext) {
  const admin = await ctx.as('admin');
  const { showId, categoryId } = await showWithQuota(ctx.t, admin, 20, 10);
  const seller = await sellingDevice(ctx.t, admin, showId);
  const shift = await openTill(seller.caller, seller.device, showId, 100000, [{ categoryId, seats: 2 }]);
  return { admin, showId, categoryId, shift, ...seller };
}

/** Selling at the door: the right to sell, the quota, shifts opened and closed, sales and refunds. */
export const doorSaleScenarios: WriteScenarios = {
  'POST /api/v1/door/passes/{id}/selling': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const { showId } = await showWithQuota(ctx.t, admin, 5, 1);
      const { pass } = await sellingDevice(ctx.t, admin, showId, false);
      return { role: 'admin', send: () => admin.post(`/api/v1/door/passes/${pass.id}/selling`, { canSell: true }) };
    },
  },
  'PUT /api/v1/door/shows/{id}/quota': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const { showId, categoryId } = await showWithQuota(ctx.t, admin, 5, 1);
      const body = { categories: [{ id: categoryId, seats: 3 }] };
      return { role: 'admin', send: () => admin.put(`/api/v1/door/shows/${showId}/quota`, body) };
    },
  },
  'PUT /api/v1/door/shows/{id}/seats': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const show = await seatedShowWithDoorSeats(ctx.t, admin, (s) => [seatId(s.map, 'Tengah', 'D', '5')]);
      const body = { seatIds: [seatId(show.map, 'Tengah', 'D', '6')], releaseAt: null };
      return { role: 'admin', send: () => admin.put(`/api/v1/door/shows/${show.id}/seats`, body) };
    },
  },
  'POST /api/v1/door/shifts': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const { showId, categoryId } = await showWithQuota(ctx.t, admin, 5, 2);
      const { caller, device } = await sellingDevice(ctx.t, admin, showId);
      const body = { showId, device, float: 50000, shares: [{ categoryId, seats: 1 }] };
      return { role: 'door', send: () => caller.post('/api/v1/door/shifts', body) };
    },
  },
  'POST /api/v1/door/shifts/{shift}/close': {
    prepare: async (ctx) => {
      const { caller, shift } = await openedTill(ctx);
      return { role: 'door', send: () => caller.post(`/api/v1/door/shifts/${shift.id}/close`, { counted: 100000 }) };
    },
  },
  'POST /api/v1/door/sales': {
    prepare: async (ctx) => {
      const { caller, device, shift, categoryId } = await openedTill(ctx);
      const sale = saleOf(shift, device, categoryId, 1, { offline: true });
      return { role: 'door', send: () => sell(caller, sale) };
    },
  },
  'POST /api/v1/door/sales/{key}/void': {
    prepare: async (ctx) => {
      const { caller, device, shift, categoryId } = await openedTill(ctx);
      const sale = saleOf(shift, device, categoryId, 1);
      await sell(caller, sale);
      return { role: 'door', send: () => caller.post(`/api/v1/door/sales/${sale.key}/void`, { shiftId: shift.id }) };
    },
  },
  'POST /api/v1/door/sales/{key}/refund': {
    prepare: async (ctx) => {
      const { caller, device, shift, categoryId } = await openedTill(ctx);
      const sale = saleOf(shift, device, categoryId, 1);
      await sell(caller, sale);
      return { role: 'door', send: () => caller.post(`/api/v1/door/sales/${sale.key}/refund`, { shiftId: shift.id }) };
    },
  },
};

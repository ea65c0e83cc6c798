import { orderSeats, seatedShow, seatId, smallHall } from '../../test/seating.js';
import type { WriteScenarios } from './types.js';

/** Venue plans, a show's plan choice, admins' held seats and moves, and a seat order (by staff: audited). */
export const seatingScenarios: WriteScenarios = {
  'POST /api/v1/venue-plans': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      return {
        role: 'admin',
        send: () => admin.post('/api/v1/venue-plans', { name: `Gedung ${ctx.next()}`, layout: smallHall }),
      };
    },
  },
  'PUT /api/v1/venue-plans/{id}': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const { plan } = await seatedShow(ctx.t);
      return {
        role: 'admin',
        send: () => admin.put(`/api/v1/venue-plans/${plan.id}`, { name: 'Gedung Baru', layout: smallHall }),
      };
    },
  },
  'POST /api/v1/venue-plans/{id}/copy': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const { plan } = await seatedShow(ctx.t);
      return { role: 'admin', send: () => admin.post(`/api/v1/venue-plans/${plan.id}/copy`) };
    },
  },
  'PUT /api/v1/tiket/{id}/seating': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const show = await seatedShow(ctx.t);
      const zones = [
        { section: 'Tengah', id_kategori: show.balkon },
        { section: 'Balkon', id_kategori: show.reguler },
      ];
      return {
        role: 'admin',
        send: () => admin.put(`/api/v1/tiket/${show.id}/seating`, { id_plan: show.plan.id, zones }),
      };
    },
  },
  'POST /api/v1/tiket/{id}/seats/block': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const show = await seatedShow(ctx.t);
      const seats = [seatId(show.map, 'Tengah', 'A', '1')];
      return {
        role: 'admin',
        send: () => admin.post(`/api/v1/tiket/${show.id}/seats/block`, { seats, reason: 'Pers' }),
      };
    },
  },
  'POST /api/v1/tiket/{id}/seats/release': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const show = await seatedShow(ctx.t);
      const seats = [seatId(show.map, 'Balkon', 'A', '11')];
      return { role: 'admin', send: () => admin.post(`/api/v1/tiket/${show.id}/seats/release`, { seats }) };
    },
  },
  'POST /api/v1/tiket/user/pesan-kursi': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const show = await seatedShow(ctx.t);
      return {
        role: 'admin',
        send: () => orderSeats(admin, show.id, { seats: [seatId(show.map, 'Tengah', 'B', '3')] }),
      };
    },
  },
  'POST /api/v1/tiket/{id}/seats/move': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const show = await seatedShow(ctx.t);
      const from = seatId(show.map, 'Tengah', 'B', '3');
      const placed = await orderSeats(await ctx.t.newUser('user'), show.id, { seats: [from] });
      if (placed.statusCode !== 201) throw new Error(`seat not ordered: ${placed.body}`);
      const to = seatId(show.map, 'Tengah', 'B', '4');
      return { role: 'admin', send: () => admin.post(`/api/v1/tiket/${show.id}/seats/move`, { from, to }) };
    },
  },
  'POST /api/v1/tiket/{id}/seats/comp': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const show = await seatedShow(ctx.t);
      // the plan's never-sold seat is a held one
      const seats = [seatId(show.map, 'Balkon', 'A', '11')];
      return {
        role: 'admin',
        send: () =>
          admin.post(`/api/v1/tiket/${show.id}/seats/comp`, {
            seats,
            name: 'Tamu',
            email: `tamu${ctx.next()}@test.id`,
          }),
      };
    },
  },
};

import { eq } from 'drizzle-orm';
import { ticketCategories, ticketOrders } from '../../box-office/schema.js';
import type { Caller } from '../../test/app.js';
import { orderCategories } from '../../test/payments.js';
import { insertShow } from '../../test/shows.js';
import { claim, joined } from '../../test/waitlist.js';
import type { CoverageContext, WriteScenarios } from './types.js';

/** A show whose one seat a member holds: its category, and the holder's order (to give the seat back). */
async function soldOut(ctx: CoverageContext) {
  const showId = await insertShow(ctx.t.app.db, {}, [{ name: 'Reguler', price: 50_000, seats: 1 }]);
  const [category] = await ctx.t.app.db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.id_tiket, showId));
  const holder = await ctx.t.newUser('user');
  const res = await orderCategories(holder, showId, [[category?.id ?? 0, 1]]);
  if (res.statusCode !== 201) throw new Error(`seat not taken: ${res.body}`);
  const { order_id } = (res.json() as { data: { order_id: string } }).data;
  const [order] = await ctx.t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, order_id));
  return { category: category?.id ?? 0, holder, orderId: order?.id ?? 0 };
}

/** A member waiting in a sold-out category's line: the entry's id. */
async function waiting(ctx: CoverageContext, member?: Caller) {
  const { category } = await soldOut(ctx);
  return joined(member ?? (await ctx.t.newUser('user')), category, 1);
}

/** Waiting lists and vouchers: joining (a staff account's entry), leaving, admins' edits, buying an offer, batches. */
export const waitlistScenarios: WriteScenarios = {
  'POST /api/v1/tiket/waitlist': {
    prepare: async (ctx) => {
      const { category } = await soldOut(ctx);
      const admin = await ctx.t.newUser('admin');
      return {
        role: 'admin',
        send: () => admin.post('/api/v1/tiket/waitlist', { id_kategori: category, quantity: 1 }),
      };
    },
  },
  'PATCH /api/v1/tiket/waitlist/{id}': {
    prepare: async (ctx) => {
      const id = await waiting(ctx);
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.patch(`/api/v1/tiket/waitlist/${id}`, { quantity: 2 }) };
    },
  },
  'DELETE /api/v1/tiket/waitlist/{id}': {
    prepare: async (ctx) => {
      const id = await waiting(ctx);
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.delete(`/api/v1/tiket/waitlist/${id}`) };
    },
  },
  'POST /api/v1/tiket/waitlist/{id}/claim': {
    prepare: async (ctx) => {
      // the holder cancels: the seat is offered to the staff account waiting for it
      const { category, holder, orderId } = await soldOut(ctx);
      const admin = await ctx.t.newUser('admin');
      const id = await joined(admin, category, 1);
      const cancelled = await holder.post(`/api/v1/tiket/orders/${orderId}/cancel`);
      if (cancelled.statusCode !== 200) throw new Error(`order not cancelled: ${cancelled.body}`);
      return { role: 'admin', send: () => claim(admin, id) };
    },
  },
  'POST /api/v1/vouchers/batch': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const body = { count: 3, prefix: `cakup${ctx.next()}`, kind: 'fixed', amount: 10_000, max_uses: 1 };
      return { role: 'admin', send: () => admin.post('/api/v1/vouchers/batch', body) };
    },
  },
};
